// Every embed, in iframes on a test page of "another site", and the embeds page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot } from './support.mjs';

const shared = sharedBrowser();

// kept in step with teach::embeds::EXAMPLES (the embeds page lists those; this checks them)
const EMBEDS = [
  ['chart', 'game=jjak-mat-chu-gi', '.chart'],
  ['chart', 'game=jjak-mat-chu-gi&preset=culin', '.chart'],
  ['chart', 'game=kap-tai-shap&preset=seeds-table', '.chart'],
  ['chart', 'game=matjok', '.chart'],
  ['hand', 'tiles=6-3+5-4', '.checker'],
  ['hand', 'tiles=345s678p111z777z22z&caption=A+winning+Matjok+hand', '.verdict.wins'],
  ['check', 'game=matjok&tiles=123m456p78s111z2z', '.palette'],
  ['score', 'seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self', '.calculator .verdict.wins'],
  ['variants', 'game=three-dozen', '.variants'],
  ['replay', 'record=records/jjak-mat-chu-gi-example.json&step=3', '.replay-at'],
  ['game', 'game=jjak-mat-chu-gi&players=3&preset=polovinkin', '.board'],
  ['daily', 'game=kap-shap', '.board'],
  ['drill', 'drill=pairs&game=jjak-mat-chu-gi', '.pairs-ask'],
  ['drill', 'drill=count&game=matjok', '.count-ask'],
];

const BAD = [
  ['clock', '', 'no embed "clock"'],
  ['chart', 'game=poker', 'no game "poker"'],
  ['hand', 'tiles=7-7-7', '7-7-7'],
  ['game', 'game=matjok&players=3', '4 to 4 players'],
  ['score', 'seat=north&tiles=123m&from=9', 'seat from 0 to 3'],
  ['replay', 'record=https://example.org/game.json', "not a record's address on this site"],
  ['daily', 'game=poker', 'poker'],
  ['drill', 'drill=count&game=kap-shap', 'count/kap-shap'],
];

/** A page of "a rules site" on another origin (localhost, while the app is at 127.0.0.1)
 *  with the frames of `list` and the sizing script exactly as the embeds page gives it. */
async function rulesSite(page, list, extra = '') {
  await page.goto(`${shared.server.url}/embeds`);
  const script = await page.locator('pre code').first().textContent();
  assert.match(script, /e\.origin !== "http:\/\/127\.0\.0\.1:\d+"/, 'the script checks the origin');
  await page.goto(shared.server.url.replace('127.0.0.1', 'localhost') + '/__test/blank.html');
  await page.setContent(`<!doctype html><title>A rules site</title>${script}` +
    list.map(([kind, query], i) =>
      `<iframe id="f${i}" src="${shared.server.url}/embed/${kind}?${query.replaceAll('&', '&amp;')}" style="width:100%;border:0" height="50"></iframe>`).join('') +
    extra);
}

test('every embed renders alone in an iframe on another page and reports its height', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1000);
  await rulesSite(page, EMBEDS);
  for (const [i, [kind, query, selector]] of EMBEDS.entries()) {
    const frame = page.frameLocator(`#f${i}`);
    await frame.locator(selector).first().waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('.site-header').count(), 0, `${kind}?${query}: no site chrome`);
    assert.equal(await frame.locator('[role=alert].embed-error').count(), 0, `${kind}?${query}`);
  }
  // the frames take the height of their content
  await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((f) => Number(f.height) > 100));
  // a widget in a frame is live: pick a tile of the first chart
  const chart = page.frameLocator('#f0');
  await chart.getByRole('button', { name: 'domino 6-3', exact: true }).click();
  await chart.locator('.chart-tiles .mate').first().waitFor();
  await shoot(page, 'embeds-on-another-page-1000');
  assert.deepEqual(errors, []);
  await close();
});

test('a bad embed address shows a readable message in the frame, never a blank one', async () => {
  const { page, errors, close } = await openPage(shared.browser, 600);
  await rulesSite(page, BAD);
  for (const [i, [kind, query, says]] of BAD.entries()) {
    const alert = page.frameLocator(`#f${i}`).locator('[role=alert]');
    await alert.waitFor();
    assert.match(await alert.textContent(), new RegExp(says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), `${kind}?${query}`);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('the sizing script believes only the app, and never makes a frame absurdly tall', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1000);
  const hostile = (id, origin) =>
    `<iframe id="${id}" src="${origin}/__test/hostile-frame.html" height="50"></iframe>`;
  await rulesSite(page, [['hand', 'tiles=6-3+5-4']],
    hostile('near', shared.server.url.replace('127.0.0.1', 'localhost')) + hostile('app', shared.server.url));
  await page.waitForFunction(() => Number(document.querySelector('#f0').height) > 100);
  // the frame of the app's origin asked for 99,999,999 px: it gets the cap
  await page.waitForFunction(() => document.querySelector('#app').height === '4000');
  await page.waitForTimeout(500); // (the hostile frames keep asking every 100 ms)
  assert.equal(await page.locator('#near').getAttribute('height'), '50', 'another origin is not believed');
  assert.equal(await page.locator('#app').getAttribute('height'), '4000');
  assert.ok(Number(await page.locator('#f0').getAttribute('height')) < 1000, 'the real embed has its own height');
  assert.deepEqual(errors, []);
  await close();
});

test('reached from another page of the site, the embeds page puts each frame in as it comes into view', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await page.goto(`${shared.server.url}/`);
  await page.locator('footer a[href="embeds"]').click();
  await page.frameLocator('.embed-example iframe >> nth=0').locator('.chart').waitFor({ timeout: 30_000 });
  const last = page.locator('.embed-example .embed-frame').last();
  assert.equal(await last.locator('iframe').count(), 0, 'the last frame waits below');
  await last.scrollIntoViewIfNeeded();
  await last.locator('iframe').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('the embeds page lists every embed with a live preview and a snippet', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(`${shared.server.url}/embeds`);
  await page.waitForSelector('main h1');
  // each preview's frame is put in as it comes into view
  assert.equal(await page.locator('.embed-example .embed-frame').count(), EMBEDS.length);
  assert.equal(await page.locator('.embed-example pre').count(), EMBEDS.length);
  await page.frameLocator('.embed-example iframe >> nth=0').locator('.chart').waitFor();
  // the page sizes a preview's frame to the height it reports, capped
  // (every height the frame is given, as its own reports may follow ours at once)
  const preview = await page.locator('.embed-example iframe').first().elementHandle();
  await preview.evaluate((f) => {
    window.__heights = [];
    new MutationObserver(() => window.__heights.push(f.getAttribute('height'))).observe(f, { attributes: true });
  });
  const frame = await preview.contentFrame();
  for (const [asked, given] of [[321, '321'], [99_999, '4000']]) {
    await frame.evaluate((h) => parent.postMessage(`jjak-height:${h}`, '*'), asked);
    await page.waitForFunction((h) => window.__heights.includes(h), given);
  }
  assert.deepEqual(errors, []);
  await close();
});
