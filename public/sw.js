// Offline after the first visit (README: Publish it). Kept at the app's root, in a cache
// named after the build: the app shell, its files, the rules pages, the lab's worker, the
// manifest and its icons (an installed app opens offline).
// Hashed files come from the cache; the rest from the network while it answers in time.

// A digest of the built page, set by the build (Trunk.toml): each build caches afresh.
const VERSION = 'dev';
const CACHE = `jjak-${VERSION}`;
const ROOT = new URL('./', self.location).href;
const EXTRA = [
  'lab-worker.js',
  'computer-worker.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'rules/jjak-mat-chu-gi.html',
  'rules/three-dozen.html',
  'rules/kap-tai-shap.html',
  'rules/kap-shap.html',
  'rules/matjok.html',
].map((path) => new URL(path, ROOT).href);
// How long a page load waits for the network before the cached shell answers.
const NAVIGATION_TIMEOUT_MS = 3000;

/** Whether `response` is the app shell (index.html or 404.html), not another page. */
async function isShell(response) {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  return (await response.clone().text()).includes('jjak-app-shell');
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch(ROOT, { cache: 'no-cache' });
      if (!page.ok || !(await isShell(page))) throw new Error(`no app shell at ${ROOT}`);
      const html = await page.clone().text();
      // the app's own files: every hashed name in the (minified) page, quoted or not
      // (Trunk writes the hash in hex without leading zeros: 16 digits or fewer)
      const own = [...html.matchAll(/[\w./-]*-[0-9a-f]{6,16}(?:_bg)?\.[a-z]+/g)]
        .map((m) => new URL(m[0], ROOT).href)
        .filter((url) => url.startsWith(ROOT));
      const cache = await caches.open(CACHE);
      await cache.put(ROOT, page);
      await cache.addAll([...new Set([...own, ...EXTRA])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('jjak-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

const hashed = (path) => /-[0-9a-f]{6,16}(_bg)?\.[a-z]+$/.test(path);

/** The network's answer, or null when it fails or takes longer than `ms`. */
function fetchWithin(request, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    fetch(request, { cache: 'no-cache' })
      .then((response) => resolve(response))
      .catch(() => resolve(null))
      .finally(() => clearTimeout(timer));
  });
}

/** A page load: the network's page if in time (a shell is kept), else the cached shell. */
async function navigate(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(ROOT);
  const response = await fetchWithin(request, cached ? NAVIGATION_TIMEOUT_MS : 60_000);
  if (response) {
    if (response.ok && (await isShell(response))) await cache.put(ROOT, response.clone());
    return response;
  }
  return cached ?? Response.error();
}

/** Any other file: the network's (kept unless it is a shell standing in), else the cache. */
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !(await isShell(response))) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(ROOT)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (hashed(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || networkFirst(request)));
  } else {
    event.respondWith(networkFirst(request));
  }
});
