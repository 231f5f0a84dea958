// After a first visit the app works offline (public/sw.js): every page once opened opens
// again, and a game can be started and played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, startServer } from './support.mjs';

const shared = sharedBrowser();

test('after a first visit the pages opened work offline, and a game starts and plays', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(shared.server.url + '/');
  await page.waitForSelector('main h1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
  // the installed app's manifest and icons (the browser keeps them when it installs it)
  const manifest = await page.evaluate(async () => {
    const m = await (await fetch(document.querySelector('link[rel="manifest"]').href)).json();
    const icons = [];
    for (const icon of m.icons) {
      const r = await fetch(new URL(icon.src, document.querySelector('link[rel="manifest"]').href));
      const img = await createImageBitmap(await r.blob());
      icons.push({ ...icon, ok: r.ok, width: img.width, height: img.height });
    }
    return { ...m, icons };
  });
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.short_name, 'Jjak');
  for (const size of [192, 512]) {
    assert.ok(manifest.icons.some((i) => i.ok && i.purpose === 'any' && i.width === size && i.height === size), `a ${size} px icon`);
  }
  assert.ok(manifest.icons.some((i) => i.ok && i.purpose === 'maskable' && i.width === 512), 'a maskable icon');
  const pages = [
    ['/', 'Pair-matching tile games'],
    ['/rules/matjok', 'Matjok rules'],
    ['/tiles', 'Tile gallery'],
    ['/play?game=kap-shap', 'New game'],
  ];
  // each page once online (the rules and the tiles come with the Learn bundle)
  for (const [path] of pages) {
    await page.goto(shared.server.url + path);
    await page.waitForSelector('main h1');
    if (path.startsWith('/rules/')) await page.locator('.widget .chart').first().waitFor();
    await page.waitForTimeout(300);
  }
  await page.context().setOffline(true);
  for (const [path, title] of pages) {
    await page.goto(shared.server.url + path);
    await page.waitForSelector('main h1');
    assert.equal(await page.locator('main h1').textContent(), title, path);
    // the rules page's prose and live widgets came from the cache
    if (path.startsWith('/rules/')) await page.locator('.widget .chart').first().waitFor();
  }
  // a game can be started and played offline
  await page.goto(shared.server.url + '/play?game=kap-shap');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.board').waitFor();
  await page.context().setOffline(false);
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await close();
});

test('the characters on mahjong tiles shown on a first visit are there offline', async () => {
  // (the page drew its tiles, fetching glyphs.svg, before the service worker took it over;
  // a visitor at the root, and one in Korean, whose pages use the copy in ko/)
  for (const at of ['tiles', 'ko/tiles']) {
    const { page, errors, close } = await openPage(shared.browser, 1280);
    await page.goto(`${shared.server.url}/${at}`);
    await page.waitForSelector('main h1');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await window.jjak?.started;
    });
    await page.waitForTimeout(1000);
    await page.context().setOffline(true);
    await page.goto(`${shared.server.url}/${at}`);
    await page.waitForSelector('main h1');
    const drawn = await page
      .waitForFunction(() => {
        const use = document.querySelector('use[href^="glyphs.svg"]');
        return use && use.getBBox().width > 0;
      }, null, { timeout: 10_000 })
      .then(() => true, () => false);
    assert.ok(drawn, `${at}: a character drawn from glyphs.svg offline`);
    await page.context().setOffline(false);
    assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), [], at);
    await close();
  }
});

test('a visitor who has read only a rules page opens another learning page offline, styled, and downloaded no other stylesheet', async () => {
  // (a learning page names one stylesheet, the site's styles and the learning pages'; a
  // page not kept is answered offline with the app's page, which names the site's alone)
  const titles = { '': 'Tile gallery', 'ko/': '패 모음' };
  for (const at of ['', 'ko/']) {
    const paths = [];
    // (a server of its own: what this visit downloaded, from a browser cache of its own)
    const server = await startServer({ sent: (path) => paths.push(path) });
    const { page, errors, close } = await openPage(shared.browser, 1280);
    try {
      await page.goto(`${server.url}/${at}rules/matjok`);
      await page.locator('.widget .chart').first().waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        await window.jjak?.started;
      });
      // until the worker has kept the page's bundle and stylesheet
      const kept = await page.waitForFunction(async () => {
        const urls = [];
        for (const key of await caches.keys()) urls.push(...(await (await caches.open(key)).keys()).map((r) => r.url));
        return urls.some((u) => /\/learn-pages-[0-9a-f]+\.css$/.test(u)) && urls.some((u) => /jjak-learn[^/]*_bg\.wasm$/.test(u));
      }, null, { timeout: 15_000, polling: 200 }).then(() => true, () => false);
      assert.ok(kept, `${at}: the worker kept the bundle and the stylesheet`);
      assert.deepEqual(paths.filter((p) => /\/(main|learn)-[0-9a-f]+\.css$/.test(p)), [], `${at}: the site's and the learning styles apart`);
      await page.context().setOffline(true);
      await page.goto(`${server.url}/${at}tiles`);
      await page.locator('.stacks').first().waitFor();
      assert.equal(await page.locator('main h1').textContent(), titles[at], at);
      // (the app's page answered: its first view is the home page's, not shown here)
      assert.equal(await page.evaluate(() => document.querySelector('meta[name="jjak-first-view"]')?.content), '/', at);
      const styles = await page.evaluate(() => ({
        page: getComputedStyle(document.body).margin,
        stacks: getComputedStyle(document.querySelector('.stacks')).display,
      }));
      assert.deepEqual(styles, { page: '0px', stacks: 'flex' }, `${at}: the site's and the learning styles offline`);
      await page.context().setOffline(false);
      assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), [], at);
    } finally {
      await close();
      await server.close();
    }
  }
});
