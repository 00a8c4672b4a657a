import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
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

type ChunkingContext = Parameters<
  Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>
>[1];

const APP_ENTRY = fromRoot('./src/client/main.tsx');
const BOOT_ENTRY = fromRoot('./src/client/boot.ts');

/** Every module `entry` imports, directly or through others, without a dynamic import between. */
function staticGraph(entry: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/**
 * The app that hydrates a page (main.tsx) is one chunk with everything it imports, as it was when
 * it was the entry: the page's tag now loads the small boot.ts, which imports main.tsx once the
 * page is painted (decision 0044), and the bundler would otherwise cut the app's modules into a
 * dozen small shared chunks, a request each. What boot.ts itself imports stays with boot.
 */
function appChunk(): Rolldown.CodeSplittingGroup {
  let app: Set<string> | undefined;
  let boot: Set<string> | undefined;
  return {
    name(id, context) {
      app ??= staticGraph(APP_ENTRY, context);
      boot ??= staticGraph(BOOT_ENTRY, context);
      return app.has(id) && !boot.has(id) ? 'main' : null;
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
        rolldownOptions: {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [appChunk()] } },
        },
      },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
    },
  },
}));
