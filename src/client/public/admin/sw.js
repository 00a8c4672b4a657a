/*
 * The admin dashboard's service worker (decision 0039), registered by the dashboard with scope
 * /admin (the server sends Service-Worker-Allowed: /admin with this file).
 *
 * It keeps the app shell only: the /admin page's HTML, the hashed files under /assets/ and the
 * dashboard's icons, so the installed app opens without a network. It never keeps an /api/
 * answer or anything else: lead data lives in the database and in the open page, nowhere else.
 *
 * It shows the alerts the server pushes (a title and a first name) and opens the row of the
 * person an alert is about when it is tapped.
 */

const SHELL_CACHE = 'admin-shell-v1';
/** Hashed files accumulate across deploys: the oldest go past this many. */
const SHELL_LIMIT = 80;
const ADMIN_PAGE = '/admin';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Whether a request is part of the app shell. Everything else, every /api/ call above all, goes to the network untouched. */
function isShell(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/')) return false;
  if (request.mode === 'navigate') return url.pathname === ADMIN_PAGE;
  return url.pathname.startsWith('/assets/') || url.pathname.startsWith('/admin/icons/');
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!isShell(event.request, url)) return;
  event.respondWith(event.request.mode === 'navigate' ? pageFirstFromNetwork(event.request) : fileFromCache(event.request));
});

/** The page from the network when there is one (a deploy shows at once), else the last copy. */
async function pageFirstFromNetwork(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
      await cache.put(ADMIN_PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(ADMIN_PAGE);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: from the cache when there, else fetched and kept. */
async function fileFromCache(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - SHELL_LIMIT))) await cache.delete(old);
  }
  return response;
}

/** Only the dashboard is ever opened from an alert. */
function dashboardUrl(url) {
  return typeof url === 'string' && /^\/admin(#person-\d+)?$/.test(url) ? url : ADMIN_PAGE;
}

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    // Not ours, or damaged: a plain alert still says something came in.
  }
  const title = typeof alert.title === 'string' ? alert.title : 'New lead';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      icon: '/admin/icons/icon-192.png',
      data: { url: dashboardUrl(alert.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = dashboardUrl(event.notification.data && event.notification.data.url);
  const target = new URL(url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const controlled = await self.clients.matchAll({ type: 'window' });
      const open = controlled.find((client) => new URL(client.url).pathname === ADMIN_PAGE);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      // A dashboard tab opened before this worker took over: the page opens the row itself.
      const others = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = others.find((client) => new URL(client.url).pathname === ADMIN_PAGE);
      if (tab) {
        tab.postMessage({ type: 'open-alert', url });
        await tab.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
