// Jjak works offline after the first visit. On installing, this worker keeps the app's own
// files (read from the page's links), the rules pages and the lab's worker in a cache.
// Files with a content hash in their name never change, so they come from the cache; the
// page itself and the other files come from the network while there is one (a new version
// is picked up), and from the cache when there is not.
const CACHE = 'jjak-v1';
const EXTRA = [
  '/lab-worker.js',
  '/rules/jjak-mat-chu-gi.html',
  '/rules/three-dozen.html',
  '/rules/kap-tai-shap.html',
  '/rules/kap-shap.html',
  '/rules/matjok.html',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch('/', { cache: 'no-cache' });
      const html = await page.clone().text();
      const own = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]);
      await cache.put('/', page);
      await cache.addAll([...new Set([...own, ...EXTRA])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

const hashed = (path) => /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(path);

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    // every page is the same app: the cached shell answers any address offline
    event.respondWith(networkFirst(request, '/'));
  } else if (hashed(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || networkFirst(request, request)));
  } else {
    event.respondWith(networkFirst(request, request));
  }
});
