import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firm } from './content/firm.js';
import { ADMIN_MANIFEST_FILE, adminManifest } from './src/client/features/push/admin-manifest.js';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API server `npm run dev` starts beside Vite; the dev server forwards API calls to it. */
const API_TARGET = 'http://127.0.0.1:3000';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills index.html's %FIRM_*% placeholders from content/firm.ts, so the firm's name and
 * description live in one module instead of being copied into the HTML.
 */
function firmDetailsInHtml(): Plugin {
  const values: Record<string, string> = {
    FIRM_NAME: firm.name,
    FIRM_DESCRIPTION: firm.description,
    FIRM_THEME_COLOR: firm.themeColor,
    FIRM_LOGO_PATH: firm.logoPath,
  };
  return {
    name: 'firm-details-in-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%(FIRM_[A-Z_]+)%/g, (match, key: string) => {
          const value = values[key];
          if (value === undefined) throw new Error(`index.html uses unknown placeholder ${match}`);
          return escapeHtml(value);
        }),
    },
  };
}

/** Writes the dashboard's manifest (admin-manifest.ts) into the build, from content/firm.ts. */
function adminManifestFile(): Plugin {
  return {
    name: 'admin-manifest-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_MANIFEST_FILE,
        source: `${JSON.stringify(adminManifest(firm), null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss(), firmDetailsInHtml(), ...(isSsrBuild ? [] : [adminManifestFile()])],
  build: isSsrBuild
    ? {
        // The prerender's renderer (`vite build --ssr`), run once at build time by scripts/prerender.mjs.
        ssr: true,
        rollupOptions: { input: fromRoot('./src/client/entry-server.tsx') },
        outDir: fromRoot('./dist/ssr'),
        emptyOutDir: true,
      }
    : {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        // The server caches everything under /assets/ as immutable, which is safe only because
        // Vite puts a content hash in every file name there.
        assetsDir: 'assets',
        // Every browser the site supports preloads modules natively: the polyfill would be dead
        // weight in the home page's entry (decision 0044).
        modulePreload: false,
      },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
    },
  },
}));
