/**
 * The dashboard's web app manifest (decision 0039), written into the build as
 * /admin/manifest.webmanifest by vite.config.ts and linked from the admin page alone by the
 * server: the dashboard installs as an app, the public site does not. Its scope is /admin, the
 * service worker's too, so the installed app is the dashboard and nothing else.
 */
export const ADMIN_MANIFEST_FILE = 'admin/manifest.webmanifest';

export interface ManifestFirm {
  name: string;
  themeColor: string;
}

export function adminManifest(firm: ManifestFirm) {
  return {
    name: `${firm.name} dashboard`,
    short_name: 'Leads',
    description: `New leads, voicemails and booked calls for ${firm.name}.`,
    id: '/admin',
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: firm.themeColor,
    icons: [
      { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/admin/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
