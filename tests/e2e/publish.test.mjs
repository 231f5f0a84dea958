// The app published under a path (`make dist PUBLIC_URL=/games/jjak/`) on a static host
// that only serves files: no single-page fallback, a missing file is a 404 with the
// build's 404.html (as GitHub Pages does). Every page, link, fetch, worker and embed
// stays under the path, and the service worker keeps only the real app shell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { sharedBrowser, openPage, shoot, openSiteMenu } from './support.mjs';

const BASE = '/games/jjak/';
const dir = fileURLToPath(new URL('../../target/dist-subpath', import.meta.url));
const shared = sharedBrowser({ dir, prefix: BASE, fallback: false });

/** A page that also records every request that leaves the app's path. */
async function published(width = 1280) {
  const s = await openPage(shared.browser, width);
  s.outside = [];
  s.page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && !url.pathname.startsWith(BASE)) s.outside.push(req.url());
  });
  return s;
}

// a document answered with a 404 (the host's 404.html, which is the app) is expected here
const real = (errors) => errors.filter((e) => !/status of 404/.test(e));

test('under a path with no fallback: home, rules, a game and an embed, by link and by address', async () => {
  const { page, errors, outside, close } = await published();
  const app = shared.server.url + BASE;
  await page.goto(app);
  await page.locator('main h1').waitFor();
  assert.equal(await page.locator('.game-card').count(), 5);
  // links are followed within the path
  await page.getByRole('link', { name: 'Rules of Matjok' }).click();
  await page.waitForURL(app + 'rules/matjok');
  await page.locator('.widget .chart').first().waitFor();
  assert.equal(await page.locator('main h1').textContent(), 'Matjok rules');
  // an address typed or reloaded: the host answers 404 with the app, which draws the page
  await page.reload();
  await page.locator('.widget .chart').first().waitFor();
  assert.equal(await page.locator('main h1').textContent(), 'Matjok rules');
  // the skip link stays on this page
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal(page.url(), app + 'rules/matjok');
  // a game, from a link with a setup
  await page.goto(app + 'play?game=kap-shap&seed=4');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(app + 'table');
  await page.locator('.board').waitFor();
  await shoot(page, 'published-under-a-path-table-1280');
  // at the table the site's links are in the menu of the slim bar
  await openSiteMenu(page);
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await page.waitForURL(app);
  // the embeds page gives snippets for this path; an embed works there
  await page.goto(app + 'embeds');
  const snippet = await page.locator('pre code').nth(1).textContent();
  assert.match(snippet, new RegExp(`src="${shared.server.url}${BASE}embed/`));
  await page.goto(app + 'embed/hand?tiles=6-3+5-4');
  await page.locator('.checker').waitFor();
  // the lab's worker runs the app's wasm from the path too
  await page.goto(app + 'lab');
  await page.fill('[name=games]', '20');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('.lab-result').filter({ hasText: '20 of 20 games played' }).waitFor({ timeout: 60_000 });
  assert.deepEqual(outside, [], 'nothing was asked of the host outside the path');
  assert.deepEqual(real(errors), []);
  await close();
});

test('the service worker keeps the app shell: a raw file opened online never replaces it', async () => {
  const { page, errors, close } = await published();
  const app = shared.server.url + BASE;
  await page.goto(app);
  await page.locator('main h1').waitFor();
  const scope = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    return r.scope;
  });
  assert.equal(scope, app);
  // online: a rules page, then the rules fragment itself, opened as a page
  await page.goto(app + 'rules/kap-shap');
  await page.locator('main h1').waitFor();
  await page.waitForTimeout(500);
  await page.goto(app + 'rules/matjok.html');
  await page.context().setOffline(true);
  for (const [path, title] of [['', 'Pair-matching tile games'], ['rules/kap-shap', "K'ap Shap rules"]]) {
    await page.goto(app + path);
    await page.locator('main h1').waitFor();
    assert.equal(await page.locator('main h1').textContent(), title);
  }
  const caches = await page.evaluate(async () => (await caches.keys()).join(' '));
  assert.match(caches, /^jjak-[0-9a-f]{16}$/, 'one cache, named after this build');
  await page.context().setOffline(false);
  assert.deepEqual(real(errors).filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await close();
});
