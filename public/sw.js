// Offline after the first visit (README: Publish it). Kept at the app's root, in a cache
// named after the build. A first visit downloads only what its page needs, and the
// worker keeps just that: installing it caches the app shell; each page then tells it
// which bundle it loaded (index.html: the page, the bundle's files, its words, the style,
// its worker), taken from the browser's cache, not the network. So a game once opened plays
// again offline, a rules page once read reads again offline, and no page downloads
// another's bundle.
// Every other file of the app is kept as it is first fetched.
// Hashed files come from the cache; the rest from the network while it answers in time.

// A digest of the built page, set by the build (tools/site.mjs): each build caches afresh.
const VERSION = 'dev';
// The languages with a folder of their own, set by the build from the site's declaration
// (src/site.rs).
const FOLDERS = ['ko', 'nl'];
const CACHE = `jjak-${VERSION}`;
const ROOT = new URL('./', self.location).href;
// How long a page load waits for the network before the cached shell answers.
const NAVIGATION_TIMEOUT_MS = 3000;

/** Whether `response` is the app shell (index.html or 404.html), not another page. */
async function isShell(response) {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  return (await response.clone().text()).includes('jjak-app-shell');
}

// The language of the pages that registered the worker (`sw.js?lang=ko`, index.html): its
// home page is the shell the worker keeps first, so a Korean or Dutch visitor downloads no
// English page.
const LANG = FOLDERS.find((l) => l == new URL(self.location).searchParams.get('lang'));
const HOME = LANG ? `${ROOT}${LANG}/` : ROOT;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch(HOME, { cache: 'no-cache' });
      if (!page.ok || !(await isShell(page))) throw new Error(`no app shell at ${HOME}`);
      const cache = await caches.open(CACHE);
      await cache.put(HOME, page);
      await self.skipWaiting();
    })(),
  );
});

/** A page's files to keep (`{ keep: [url, …] }`): from the browser's cache, where the page
 *  has just put them, so nothing is downloaded twice. */
self.addEventListener('message', (event) => {
  const keep = event.data?.keep;
  if (!Array.isArray(keep)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of new Set(keep)) {
        if (typeof url !== 'string' || !url.startsWith(ROOT) || (await cache.match(url))) continue;
        try {
          const response = await fetch(new Request(url, { cache: 'force-cache' }));
          // (a page is kept as a page load keeps it: the app's page only)
          const page = (response.headers.get('content-type') ?? '').includes('text/html');
          if (response.ok && (!page || (await isShell(response)))) await cache.put(url, response);
        } catch {
          // kept when it is next fetched
        }
      }
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

/** The network's answer, or null when it fails or takes longer than `ms` (then the request
 *  is aborted: an answer left unread would hold the browser's cache entry for the page). */
function fetchWithin(request, ms) {
  return new Promise((resolve) => {
    const late = new AbortController();
    const timer = setTimeout(() => {
      late.abort();
      resolve(null);
    }, ms);
    fetch(request, { cache: 'no-cache', signal: late.signal })
      .then((response) => resolve(response))
      .catch(() => resolve(null))
      .finally(() => clearTimeout(timer));
  });
}

/** A page load: the network's page if in time (kept, with its first view, for the next
 *  time offline; a shell is also kept as its language's shell), else the page as kept,
 *  else the cached shell of its language (or the root's). */
async function navigate(request) {
  const cache = await caches.open(CACHE);
  const page = new URL(request.url);
  page.search = '';
  page.hash = '';
  // the page's language: its pages are in its folder (ko/, nl/), English at the root
  const lang = FOLDERS.find((l) => page.href.slice(ROOT.length).startsWith(`${l}/`));
  const home = lang ? `${ROOT}${lang}/` : ROOT;
  const shell = (await cache.match(home)) ?? (await cache.match(HOME)) ?? (await cache.match(ROOT));
  const response = await fetchWithin(request, shell ? NAVIGATION_TIMEOUT_MS : 60_000);
  if (response) {
    if (response.ok && (await isShell(response))) {
      await cache.put(page.href, response.clone());
      // any page of a language stands for its shell until its home page is kept
      if (page.href === home || !(await cache.match(home))) await cache.put(home, response.clone());
    }
    return response;
  }
  return (await cache.match(page.href)) ?? shell ?? Response.error();
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
