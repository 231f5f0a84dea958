// Shared by the browser tests: a static server for dist/ on 127.0.0.1, and Debian's Chromium.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat, mkdir } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
export const screenshots = join(root, 'tests/e2e/screenshots');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const fixtures = join(root, 'tests/e2e/fixtures');

/** Serves a build like a static host: `dir` (dist/) at `prefix` (`/`, or `/games/jjak/`
 *  for an app published under a path). With `fallback`, unknown paths get index.html
 *  (a single-page fallback); without, a 404 with the build's 404.html, as GitHub Pages
 *  does. With `gzip`, files go gzipped to a browser that accepts it, as any host sends
 *  them (for measuring a first load). `/__test/NAME` serves tests/e2e/fixtures/NAME
 *  (pages playing another site). `hold(path)` may return a promise the answer waits for
 *  (a slow line, without routing the page, which turns the browser's cache off). */
export async function startServer({ dir = dist, prefix = '/', fallback = true, gzip = false, sent = null, hold = null, throttle = null } = {}) {
  // (`throttle`: { latency ms, bytesPerSecond }: every answer waits the latency, and the
  // bytes of all answers share one line of that speed, as a phone's network; done here
  // rather than in the browser, so that the service worker's fetches are slowed too)
  const line = throttle && paced(throttle.bytesPerSecond);
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    await hold?.(pathname);
    let base = dir;
    let path = pathname;
    if (pathname.startsWith('/__test/')) {
      base = fixtures;
      path = pathname.slice('/__test'.length);
    } else if (pathname.startsWith(prefix)) {
      path = '/' + pathname.slice(prefix.length);
    } else {
      res.writeHead(404).end('not found');
      return;
    }
    let file = join(base, normalize(path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    let status = 200;
    try {
      if (!(await stat(file)).isFile()) file = join(file, 'index.html');
      await stat(file);
    } catch {
      if (fallback) {
        file = join(dir, 'index.html');
      } else {
        file = join(dir, '404.html');
        status = 404;
      }
    }
    const body = await readFile(file);
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    if (gzip) {
      // as an ordinary host: a file named by its content's hash never changes, the rest
      // is checked again each time
      const hashed = /-[0-9a-f]{6,16}(_bg)?\.[a-z]+$/.test(file);
      headers['cache-control'] = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
      // and, as any host, a tag naming the content, so that checking again costs no
      // download when nothing changed (the service worker's install checks the page)
      headers.etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      if (status === 200 && req.headers['if-none-match'] === headers.etag) {
        sent?.(pathname, 0, 304);
        res.writeHead(304, headers).end();
        return;
      }
    }
    let out = body;
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && extname(file) !== '.png') {
      headers['content-encoding'] = 'gzip';
      out = gzipSync(body, { level: 9 });
    }
    // (`sent`: each file's bytes on the wire, for counting what a visitor downloads)
    sent?.(pathname, out.length, status);
    if (throttle) {
      await new Promise((ok) => setTimeout(ok, throttle.latency));
      res.writeHead(status, headers);
      for (let at = 0; at < out.length; at += 4096) {
        await line(Math.min(4096, out.length - at));
        res.write(out.subarray(at, at + 4096));
      }
      res.end();
      return;
    }
    res.writeHead(status, headers);
    res.end(out);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** One line of `bytesPerSecond` shared by every answer: `await line(n)` returns when `n`
 *  more bytes may go. */
function paced(bytesPerSecond) {
  let free = Date.now();
  return async (bytes) => {
    const start = Math.max(free, Date.now());
    free = start + (bytes * 1000) / bytesPerSecond;
    const wait = free - Date.now();
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
  };
}

/** Debian's Chromium, and the flags this machine needs (no downloads, no background traffic). */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** The settings a fresh browser-test page starts with: the computer moves at once, so a
 *  round takes as long as its moves, not its pauses. A test that watches the pace or the
 *  thinking sets its own. */
export const TEST_SETTINGS = { ai_pace_ms: 0, think_ms: 500, theme: 0, help: 0 };

/** `page.goto` without waiting for the app to take over (`openPage`'s waits for it): for
 *  a test of what a page shows before the app has started. */
export const gotoNow = (page, url) => Object.getPrototypeOf(page).goto.call(page, url);

/** A page at `width` x `height` px that records console errors and uncaught exceptions.
 *  Unless `settings` is null, a page with no save yet starts with those settings.
 *  `locale`: the browser's language (navigator.languages). */
export async function openPage(browser, width = 1280, { height = 900, settings = TEST_SETTINGS, reducedMotion = 'reduce', locale = 'en-US', serviceWorkers = 'allow' } = {}) {
  // reduced motion (unless asked otherwise): screenshots show the page at rest, not mid-animation
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion, locale, serviceWorkers });
  if (settings) {
    await context.addInitScript((settings) => {
      try {
        if (location.protocol.startsWith('http') && !localStorage.getItem('jjak.save')) {
          const save = { schema: 3, revision: 0, session: null, settings, history: [] };
          localStorage.setItem('jjak.save', JSON.stringify(save));
        }
      } catch {
        // a frame without storage (a page of another site around it) plays unsaved
      }
    }, settings);
  }
  const page = await context.newPage();
  // A page built with the site shows its first view before the app runs (first-view.test.mjs
  // tests the handover); the other tests start once the app has taken its place.
  for (const name of ['goto', 'reload']) {
    const go = page[name].bind(page);
    page[name] = async (...args) => {
      const response = await go(...args);
      await page.waitForFunction(() => !document.querySelector('[data-first-view]'));
      return response;
    };
  }
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('request', (req) => {
    const host = new URL(req.url()).hostname;
    if (!['127.0.0.1', 'localhost'].includes(host) && !req.url().startsWith('data:')) {
      errors.push(`request left the machine: ${req.url()}`);
    }
  });
  return { page, errors, close: () => context.close() };
}

/** A page at 1280 px (`openPage`'s `options`) whose CPU runs `rate` times slower, as on a
 *  mid-range phone (Chrome DevTools Protocol), for the benchmarks. */
export async function slowedPage(browser, rate, options) {
  const session = await openPage(browser, 1280, options);
  const cdp = await session.page.context().newCDPSession(session.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/** Starts recording every main-thread task over `over` ms (the Long Tasks API) with the
 *  latest logged move at the time (to tell what ran); read them with `longTasks(page)`. */
export async function watchLongTasks(page, over = 50) {
  await page.evaluate((over) => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration <= over) continue;
        const after = document.querySelector('.log li:last-child')?.textContent ?? '(no move yet)';
        window.__longTasks.push({ ms: Math.round(e.duration), after });
      }
    }).observe({ type: 'longtask' });
  }, over);
}

export const longTasks = (page) => page.evaluate(() => window.__longTasks ?? []);

/** What a player may click now: a move button, a playable tile in the hand, a face-up tile to pick up. */
export const PLAYABLE =
  '.moves button.button:not(.secondary), .hand button.tile-button:not(.idle), .discards button.tile-button';

/** Waits until the player can act or the round is over; true when there is a move to make. */
export async function awaitTurn(page, timeout = 60_000) {
  // the table is drawn in the task after a move, and marked busy until then
  await page.waitForFunction(() => !document.querySelector('.screen[aria-busy="true"]'), null, { timeout });
  await page.locator(`${PLAYABLE}, .result`).first().waitFor({ timeout });
  return (await page.locator('.result').count()) === 0;
}

export async function shoot(page, name) {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

/** One server and one browser for a test file: started before its tests, closed after. */
export function sharedBrowser(serverOptions) {
  const shared = {};
  before(async () => {
    shared.server = await startServer(serverOptions);
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/** Opens the slim bar's menu when there is one (at the table the site's links and the
 *  theme are in it), so they can be used as on any other page. */
export async function openSiteMenu(page) {
  const toggle = page.locator('.menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
