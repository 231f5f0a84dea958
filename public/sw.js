// Jjak works offline after the first visit. This worker sits at the app's root (wherever
// the app is published, `https://example.org/games/jjak/sw.js` too) and keeps there, in a
// cache named after the build: the app shell (the page every address of the app shows),
// the app's files (read from the shell's links), the rules pages and the lab's worker.
// Files with a content hash in their name never change, so they come from the cache; the
// page and the other files come from the network while it answers in time (a new version
// is picked up), and from the cache when it does not.

// Replaced at build time by a digest of the built page (see Trunk.toml), so every build
// installs afresh and the previous build's cache, hashed files and all, is deleted.
const VERSION = 'dev';
const CACHE = `jjak-${VERSION}`;
const ROOT = new URL('./', self.location).href;
const EXTRA = [
  'lab-worker.js',
  'rules/jjak-mat-chu-gi.html',
  'rules/three-dozen.html',
  'rules/kap-tai-shap.html',
  'rules/kap-shap.html',
  'rules/matjok.html',
].map((path) => new URL(path, ROOT).href);
// How long a page load waits for the network before the cached shell answers.
const NAVIGATION_TIMEOUT_MS = 3000;

/** Whether `response` is the app shell (index.html, or 404.html on a host without a
 *  single-page fallback), not some other page or a host's error page. */
async function isShell(response) {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  return (await response.clone().text()).includes('name="jjak-app-shell"');
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch(ROOT, { cache: 'no-cache' });
      if (!page.ok || !(await isShell(page))) throw new Error(`no app shell at ${ROOT}`);
      const html = await page.clone().text();
      const own = [...html.matchAll(/(?:href|src)="([^"#?]+)"/g)]
        .map((m) => new URL(m[1], ROOT).href)
        .filter((url) => url.startsWith(ROOT) && url !== ROOT);
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

const hashed = (path) => /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(path);

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

/** A page load: the network's page if it comes in time (a shell it brings is kept as
 *  the shell), else the cached shell, which draws any address of the app. */
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

/** Any other file: the network's answer (kept when it is the file, not a host's page
 *  standing in for a missing one), else the cached copy. */
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
