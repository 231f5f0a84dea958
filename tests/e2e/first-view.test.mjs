// The first views (src/ui/first_view.rs, tools/site.mjs): the home page, the new-game
// form, the rules, the tile gallery, the rule lab, the performance page, the embeds and the
// table without a game are in their HTML files, so a phone shows them before the app has
// downloaded; the app then takes their place without a flash or a shift.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedBrowser, openPage, gotoNow } from './support.mjs';

const shared = sharedBrowser();

/** `openPage`'s options for a page whose app is held back (`holdApp`): its service workers
 *  blocked. A worker that took the page over would fetch the wasm past the hold (the
 *  loader fetches it after the first paint, by which time a first visit's worker can have
 *  installed and claimed the page; a full run once saw it). */
const HELD = { serviceWorkers: 'block' };

/** Holds the app's wasm back until the returned function is called (a slow line): the
 *  first view stays up meanwhile. For a page opened with `HELD`. */
async function holdApp(page) {
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route('**/*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Until the app has drawn over the first view. */
const appArrived = (page) =>
  page.waitForFunction(() => !document.querySelector('[data-first-view]'), null, { timeout: 30_000 });

const PAGES = [
  { route: '/', h1: 'Pair-matching tile games', title: 'Pair-matching tile games · Jjak' },
  { route: '/play', h1: 'New game', title: 'New game · Jjak' },
  { route: '/tiles', h1: 'Tile gallery', title: 'Tile gallery · Jjak' },
  { route: '/rules', h1: 'Rules', title: 'Rules · Jjak' },
  { route: '/lab', h1: 'Rule lab', title: 'Rule lab · Jjak' },
  { route: '/performance', h1: 'Performance', title: 'Performance · Jjak' },
  { route: '/embeds', h1: 'Embeds', title: 'Embeds · Jjak' },
  { route: '/table', h1: 'No game in progress', title: 'Table · Jjak' },
  { route: '/rules/matjok', h1: 'Matjok rules', title: 'Matjok rules · Jjak' },
  { route: '/rules/jjak-mat-chu-gi', h1: 'Jjak-mat-chu-gi rules', title: 'Jjak-mat-chu-gi rules · Jjak' },
];

/** What the main content says and holds, to compare the first view with the app's page
 *  (the link to share a setup is relative until the app knows its address; the embeds'
 *  snippets are written with a stand-in address that the page replaces with its own). */
const summary = (selector) => {
  const main = document.querySelector(selector).cloneNode(true);
  // (the other games' new-game forms wait in templates, for a link that asks for one)
  main.querySelectorAll('.share, script, template, [data-loading]').forEach((e) => e.remove());
  return {
    text: main.textContent.replace(/\s+/g, ' ').trim().replaceAll(location.origin, 'https://jjak.invalid'),
    elements: main.querySelectorAll('*').length,
    tiles: main.querySelectorAll('svg[role="img"]').length,
  };
};

/** The routes the build wrote a first view for (src/site.rs, `first_views`), in English. */
async function builtFirstViews(dir = 'dist', route = '') {
  const found = [];
  for (const entry of await readdir(join(dir, route), { withFileTypes: true })) {
    if (entry.isDirectory() && !(route == '' && /^(ko|nl)$/.test(entry.name))) {
      found.push(...(await builtFirstViews(dir, `${route}/${entry.name}`)));
    } else if (entry.name == 'index.html') {
      const meta = /<meta name="?jjak-first-view"? content="?([^"\s>]*)/.exec(await readFile(join(dir, route, entry.name), 'utf8'));
      if (meta) found.push(meta[1]);
    }
  }
  return found;
}

test('every first view the site declares is built, and this test looks at each kind', async () => {
  const built = await builtFirstViews();
  const tried = new Set(PAGES.map((p) => p.route));
  for (const route of built) {
    assert.ok(tried.has(route) || route.startsWith('/rules/') || route == '/replay', `${route} is looked at here`);
  }
  for (const route of tried) assert.ok(built.includes(route), `${route} has its first view`);
  for (const game of ['jjak-mat-chu-gi', 'three-dozen', 'kap-tai-shap', 'kap-shap', 'matjok']) {
    assert.ok(built.includes(`/rules/${game}`), game);
  }
  assert.ok(built.includes('/replay'));
});

test('each page built with the site shows its content before the app runs', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { route, h1, title } of PAGES) {
      await page.goto(shared.server.url + route);
      assert.equal(await page.locator('main h1').textContent(), h1, route);
      assert.equal(await page.title(), title, route);
      assert.equal(await page.locator('header nav[aria-label="Main"] a').count(), 5, route);
      assert.ok(await page.locator('main h1').isVisible(), `${route}: the heading is on screen`);
    }
    // the rules pages carry their widgets drawn, and the prose for the app to read
    await page.goto(shared.server.url + '/rules/matjok');
    assert.ok((await page.locator('main .widget').count()) > 0);
    assert.equal(await page.locator('#first-view-doc').getAttribute('data-game'), 'matjok');
  } finally {
    await context.close();
  }
});

test('the app takes the first view\'s place: the same page, no shift, nothing fetched twice', async () => {
  for (const { route, h1, title } of PAGES) {
    const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
    try {
      const prose = [];
      page.on('request', (r) => {
        if (/\/rules\/[a-z-]+\.html$/.test(r.url())) prose.push(r.url());
      });
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const first = await (await page.request.get(shared.server.url + route)).text();
      // (openPage's goto returns once the app has drawn over the first view)
      await page.goto(shared.server.url + route);
      assert.equal(await page.locator('main h1').textContent(), h1, route);
      assert.equal(await page.title(), title, route);
      for (const part of ['header.site-header', 'main', 'footer.site-footer']) {
        assert.equal(await page.locator(part).count(), 1, `${route}: one ${part}`);
      }
      assert.equal(await page.evaluate(() => window.__shift), 0, `${route}: nothing moved`);
      assert.deepEqual(prose, [], `${route}: the rules came with the page`);
      // the first view is the page the app draws
      const app = await page.evaluate(summary, 'main');
      // the first view, parsed into a hidden holder of this page
      await page.evaluate((html) => {
        const holder = Object.assign(document.createElement('div'), { id: 'built', hidden: true });
        const doc = new DOMParser().parseFromString(html, 'text/html');
        holder.append(doc.querySelector('header'), doc.querySelector('main'));
        document.body.append(holder);
      }, first);
      const built = await page.evaluate(summary, '#built main');
      const header = await page.evaluate(() => document.querySelector('#built header').className);
      await page.evaluate(() => document.getElementById('built').remove());
      assert.deepEqual(built, app, `${route}: the first view and the app's page differ`);
      assert.equal(header, await page.locator('header.site-header').getAttribute('class'), `${route}: the header`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('an address the home page\'s file answers never shows the home page', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  try {
    // a single-page host answers /table and a setup link with index.html (the home page's)
    for (const [route, h1] of [['/no-such-page', 'Page not found'], ['/play?game=matjok', 'New game']]) {
      await page.goto(shared.server.url + route);
      // (the new-game page's own first view stands for a link's `?game=` too)
      if (!route.startsWith('/play')) {
        assert.ok(await page.evaluate(() => document.documentElement.classList.contains('no-first-view')), route);
      }
      if (h1) assert.equal(await page.locator('main h1').textContent(), h1, route);
      assert.equal(await page.locator('.hero').count(), 0, `${route}: no home page`);
    }
    // the last address: the link's setup, not /play's
    assert.ok(await page.locator('input[name="game"][value="matjok"]').isChecked());
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('what the player did before the app arrived carries over: a chosen game, the focus', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740, ...HELD });
  try {
    const release = await holdApp(page);
    await gotoNow(page, shared.server.url + '/play');
    assert.ok((await page.locator('[data-first-view]').count()) > 0, 'the first view is up');
    await page.getByLabel('Matjok', { exact: true }).check();
    await page.getByLabel('Matjok', { exact: true }).focus();
    release();
    await appArrived(page);
    // the app's form has Matjok chosen, with its four seats, and the focus on the choice
    assert.equal(await page.getByLabel('Matjok', { exact: true }).isChecked(), true);
    await page.getByLabel('Who plays seat 4').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('value')), 'matjok');
    assert.match(await page.locator('.share a').getAttribute('href'), /game=matjok/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A new browser (its service workers blocked, `HELD`) with `save` in its storage, at
 *  /table with the app held back. */
async function tableWith(save) {
  const opened = await openPage(shared.browser, 360, { height: 740, ...HELD });
  if (save !== null) {
    await opened.page.addInitScript((save) => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem('jjak.save', save);
        sessionStorage.setItem('planted', '1');
      }
    }, save);
  }
  const release = await holdApp(opened.page);
  await gotoNow(opened.page, shared.server.url + '/table');
  return { ...opened, release };
}

test('the table\'s first view: no game, or a saved game opening until the app arrives', async () => {
  // no game: the page says so at once, on one screen as the app's table page
  let { page, errors, close, release } = await tableWith(null);
  let save;
  try {
    assert.equal(await page.locator('main h1').textContent(), 'No game in progress');
    assert.ok(await page.locator('main h1').isVisible());
    assert.ok(!(await page.getByText('Opening your game…').isVisible()));
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('at-table')));
    assert.ok((await page.locator('[data-first-view]').count()) > 0, 'the app has not arrived');
    release();
    await appArrived(page);
    assert.equal(await page.locator('main h1').textContent(), 'No game in progress');
    await page.goto(shared.server.url + '/play');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.mine .hand button').first().waitFor();
    save = await page.evaluate(() => localStorage.getItem('jjak.save'));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  // a game in progress: the first view says it is opening (only the app can replay it),
  // and the app then draws the saved table
  ({ page, errors, close, release } = await tableWith(save));
  try {
    assert.ok(await page.getByText('Opening your game…').isVisible());
    assert.ok(!(await page.getByText('No game in progress').isVisible()));
    release();
    await appArrived(page);
    await page.locator('.mine .hand button').first().waitFor();
    assert.equal(await page.getByText('No game in progress').count(), 0);
    assert.equal(await page.getByText('Opening your game…').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  // a save the page cannot read may hold a game: the same, then what the app makes of it
  ({ page, errors, close, release } = await tableWith('{"session": [damaged'));
  try {
    assert.ok(await page.getByText('Opening your game…').isVisible());
    release();
    await appArrived(page);
    assert.ok(await page.getByText('No game in progress').isVisible());
  } finally {
    await close();
  }
});

test('the embeds\' first view names the page\'s own address; its frames load once the app is up, as they come into view', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, ...HELD });
  try {
    const frames = [];
    page.on('request', (r) => {
      if (r.url().includes('/embed/')) frames.push(r.url());
    });
    const release = await holdApp(page);
    await gotoNow(page, shared.server.url + '/embeds');
    const root = shared.server.url + '/';
    const snippets = await page.locator('main pre code').allTextContents();
    assert.ok(snippets.length > 5);
    assert.match(snippets[0], new RegExp(`e\\.origin !== "${shared.server.url.replaceAll('.', '\\.')}"`));
    for (const text of snippets.slice(1)) assert.ok(text.startsWith(`<iframe src="${root}embed/`), text);
    // the frames wait, with the page's address: its first paint does not share the line
    // and the CPU with them
    assert.equal(await page.locator('main iframe').count(), 0);
    const waiting = await page.locator('main [data-frame]').evaluateAll((fs) => fs.map((f) => f.dataset.frame));
    assert.ok(waiting.length > 5 && waiting.every((f) => f.startsWith(`<iframe src="${root}embed/`)), waiting.join(' '));
    assert.deepEqual(frames, []);
    release();
    await appArrived(page);
    // each frame loads as it comes into view
    await page.frameLocator('.embed-example iframe >> nth=0').locator('.chart').waitFor();
    const last = page.locator('.embed-example .embed-frame').last();
    assert.equal(await last.locator('iframe').count(), 0, 'the last frame waits below');
    await last.scrollIntoViewIfNeeded();
    await last.locator('iframe').waitFor();
    const srcs = await page.locator('main iframe').evaluateAll((fs) => fs.map((f) => f.getAttribute('src')));
    assert.ok(srcs.length >= 2 && srcs.every((src) => src.startsWith(`${root}embed/`)), srcs.join(' '));
    assert.deepEqual(frames.filter((url) => !srcs.includes(url)), [], 'only the frames put in load');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a link to a game's new-game form shows that game's form before the app arrives", async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740, ...HELD });
  try {
    const release = await holdApp(page);
    await gotoNow(page, `${shared.server.url}/play?game=matjok`);
    // the first view, the app held back: Matjok's form, one form, no template left
    await page.locator('main[data-first-view] h1').waitFor();
    assert.ok(await page.locator('main[data-first-view] input[name="game"][value="matjok"]').isChecked());
    assert.equal(await page.locator('main h1').count(), 1);
    assert.equal(await page.locator('template').count(), 0);
    release();
    await appArrived(page);
    assert.ok(await page.locator('input[name="game"][value="matjok"]').isChecked());
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a link followed before the app has started opens its page when the app arrives, with no page load of its own', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740, ...HELD });
  try {
    const release = await holdApp(page);
    const pages = [];
    page.on('request', (r) => {
      if (r.resourceType() == 'document') pages.push(new URL(r.url()).pathname);
    });
    await gotoNow(page, shared.server.url + '/');
    await page.locator('main[data-first-view] .hero').waitFor();
    await page.evaluate(() => (window.__stayed = true));
    // the first view's link to Matjok's new-game form, by the keyboard
    await page.locator('main[data-first-view] a[href="play?game=matjok"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/play\?game=matjok$/);
    assert.equal(await page.locator('.notice[data-first-view]').textContent(), 'Opening the page…');
    assert.equal(await page.locator('main[data-first-view] a[href="play?game=matjok"]').getAttribute('aria-busy'), 'true');
    assert.ok(await page.evaluate(() => document.activeElement == document.body), 'the focus is not carried');
    assert.ok(await page.evaluate(() => window.__stayed), 'no page load');
    assert.ok((await page.locator('[data-first-view]').count()) > 0, 'the app has not arrived');
    release();
    await appArrived(page);
    // the app opened the link's page: Matjok's form, and nothing carried from the home page
    assert.equal(await page.locator('main h1').textContent(), 'New game');
    assert.ok(await page.locator('input[name="game"][value="matjok"]').isChecked());
    await page.getByLabel('Who plays seat 4').waitFor();
    assert.ok(await page.evaluate(() => window.__stayed), 'no page load');
    assert.deepEqual(pages, ['/']);
    // Back returns to the home page, in the app
    await page.goBack();
    await page.locator('main .hero').waitFor();
    assert.ok(await page.evaluate(() => window.__stayed), 'no page load');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a rules page's link to another game's rules, followed before the app has started, opens that game's rules and widgets", async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, ...HELD });
  try {
    const release = await holdApp(page);
    await gotoNow(page, shared.server.url + '/rules/matjok');
    await page.evaluate(() => (window.__stayed = true));
    await page.locator('main[data-first-view] .rules-nav a[href="rules/three-dozen"]').click();
    await page.waitForURL(/\/rules\/three-dozen$/);
    release();
    await appArrived(page);
    // the first view's Matjok prose and widgets are not taken for Three Dozen's
    assert.equal(await page.locator('main h1').textContent(), 'Three Dozen rules');
    await page.locator('.widget').first().waitFor();
    assert.equal(await page.locator('main').getByText('Matjok is', { exact: false }).count(), 0);
    assert.ok((await page.locator('.widgets [aria-label*="domino"]').count()) > 0, "Three Dozen's widgets, with dominoes");
    assert.ok(await page.evaluate(() => window.__stayed), 'no page load');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a link to another bundle's page before the app has started is the browser's; a link the app cannot open is loaded", async () => {
  // the rules are in the Learn bundle: a page load of their own
  let { page, errors, close } = await openPage(shared.browser, 360, { height: 740, ...HELD });
  try {
    await holdApp(page);
    await gotoNow(page, shared.server.url + '/');
    await page.evaluate(() => (window.__stayed = true));
    await page.locator('main[data-first-view] a[href="rules/matjok"]').click();
    await page.waitForURL(/\/rules\/matjok$/);
    await page.locator('main[data-first-view] h1').waitFor();
    assert.equal(await page.locator('main h1').textContent(), 'Matjok rules');
    assert.equal(await page.evaluate(() => window.__stayed), undefined, 'a page load');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  // the app's bundle cannot be had: the link followed early loads its page after all
  ({ page, close } = await openPage(shared.browser, 360, { height: 740, ...HELD }));
  try {
    let fail;
    const failing = new Promise((ok) => (fail = ok));
    let asked = 0;
    await page.route('**/*_bg.wasm', async (route) => {
      if (asked++ > 0) return route.continue();
      await failing;
      await route.abort();
    });
    await gotoNow(page, shared.server.url + '/');
    await page.evaluate(() => (window.__stayed = true));
    await page.locator('main[data-first-view] a[href="play?game=kap-shap"]').click();
    await page.waitForURL(/\/play\?game=kap-shap$/);
    assert.ok(await page.evaluate(() => window.__stayed));
    // the page loaded afresh: the new-game form's first view, and then the app
    const loaded = page.waitForEvent('load');
    fail();
    await loaded;
    assert.equal(await page.evaluate(() => window.__stayed), undefined, 'a page load');
    await appArrived(page);
    assert.ok(await page.locator('input[name="game"][value="kap-shap"]').isChecked());
  } finally {
    await close();
  }
});
