// Korean and Dutch published under a path on a host with no single-page fallback (its
// 404.html is the app, as on GitHub Pages), and offline after a first visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { sharedBrowser, openPage } from './support.mjs';

const BASE = '/games/jjak/';
const dir = fileURLToPath(new URL('../../target/dist-subpath', import.meta.url));
const shared = sharedBrowser({ dir, prefix: BASE, fallback: false });

// a document answered with a 404 (the host's 404.html, which is the app) is expected here
const real = (errors) => errors.filter((e) => !/status of 404|ERR_INTERNET_DISCONNECTED/.test(e));

test('under a path: each language by address, by link, through the 404 page, and offline', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  const at = (path) => `${shared.server.url}${BASE}${path}`;
  const outside = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && !url.pathname.startsWith(BASE)) outside.push(req.url());
  });
  // a page with a file of its own: its language, its prose, its widgets
  await page.goto(at('nl/rules/matjok'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  await page.locator('.widget .chart').first().waitFor();
  assert.match(await page.locator('main h1').textContent(), /Matjok/);
  // a link in the header stays in Dutch and under the path
  await page.locator('#site-menu > nav a[href="play"]').click();
  await page.waitForURL(at('nl/play'));
  // an address without a file of its own (the host answers with the root's 404.html): the
  // page still opens in its language
  await page.goto(at('ko/embed/chart?game=jjak-mat-chu-gi'));
  await page.locator('.chart').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
  assert.match(await page.locator('body').innerText(), /[가-힣]/);
  // an embed asking for its language
  await page.goto(at('embed/hand?tiles=6-3+5-4&lang=nl'));
  await page.locator('.checker').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  // offline after a first visit: the Korean pages opened come back in Korean
  await page.goto(at('ko/'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
  // (the page's app, not its load event: headless Chromium has been seen to leave a
  // navigation on a page its service worker controls unfinished, in a full run, and the
  // app is what this checks)
  await page.goto(at('ko/play?game=kap-shap'), { waitUntil: 'domcontentloaded' });
  await page.locator('[data-act=start]').waitFor();
  await page.waitForTimeout(500);
  await page.context().setOffline(true);
  for (const path of ['ko/', 'ko/play?game=kap-shap']) {
    await page.goto(at(path));
    await page.waitForSelector('main h1');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko', path);
    assert.match(await page.locator('main h1').textContent(), /[가-힣]/, path);
  }
  await page.locator('[data-act=start]').click();
  await page.locator('.board').waitFor();
  await page.context().setOffline(false);
  assert.deepEqual(outside, []);
  assert.deepEqual(real(errors), []);
  await close();
});
