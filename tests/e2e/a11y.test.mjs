// Accessibility of the pages a player uses most, checked with axe-core (WCAG 2 A and AA:
// names, roles, contrast) in both themes, on a phone and a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { sharedBrowser, openPage, awaitTurn, root, gotoNow, PLAYABLE } from './support.mjs';

const shared = sharedBrowser();
const AXE = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The WCAG A/AA violations axe finds on the page, in a line each. (axe is evaluated as
 *  the test's own code: the page's policy refuses a script tag it did not write.) */
async function violations(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} (${v.help})`);
}

for (const [width, height] of [[360, 740], [1280, 800], [1920, 1080]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the table, the setup page and a rules page pass axe at ${width} px, ${scheme}`, async () => {
      const { page, errors, close } = await openPage(shared.browser, width, { height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${shared.server.url}/play?game=matjok&seed=4`);
      await page.getByRole('button', { name: 'Start the game' }).waitFor();
      assert.deepEqual(await violations(page), [], 'setup');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForURL(/\/table$/);
      await awaitTurn(page);
      assert.deepEqual(await violations(page), [], 'table');
      await page.getByRole('button', { name: 'Log, hint, settings' }).click();
      await page.locator('#table-drawer.open').waitFor();
      assert.deepEqual(await violations(page), [], 'table with the drawer open');
      await page.goto(`${shared.server.url}/rules/three-dozen`);
      await page.locator('.widget').first().waitFor();
      assert.deepEqual(await violations(page), [], 'rules');
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the deals of the day and the drills, answered, pass axe at ${width} px, ${scheme}`, async () => {
      const { page, errors, close } = await openPage(shared.browser, width, { height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${shared.server.url}/daily`);
      await page.locator('.daily-game').first().waitFor();
      assert.deepEqual(await violations(page), [], 'daily');
      await page.goto(`${shared.server.url}/drills`);
      await page.locator('.drill-card').first().waitFor();
      assert.deepEqual(await violations(page), [], 'drills');
      await page.goto(`${shared.server.url}/drills?drill=pairs&game=three-dozen`);
      await page.locator('.pick').first().click();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('.drill-answer').waitFor();
      assert.deepEqual(await violations(page), [], 'pairs answered');
      await page.goto(`${shared.server.url}/drills?drill=which-tile&game=matjok`);
      await page.locator(`.which-tile-ask :is(${PLAYABLE})`).first().click();
      await page.locator('.drill-answer').waitFor();
      assert.deepEqual(await violations(page), [], 'which tile answered');
      await page.goto(`${shared.server.url}/drills?drill=count&game=matjok`);
      await page.locator('.choice').first().click();
      await page.locator('.drill-answer').waitFor();
      assert.deepEqual(await violations(page), [], 'count answered');
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

test('the check itself finds what it should: a button without a name, text without contrast', async () => {
  const { page, close } = await openPage(shared.browser, 360);
  await page.setContent('<html lang="en"><title>t</title><main><button></button><p style="color:#ddd;background:#fff">faint</p></main></html>');
  const found = (await violations(page)).join('\n');
  assert.match(found, /button-name/);
  assert.match(found, /color-contrast/);
  await close();
});

test('a link followed before the app has started: the waiting page passes axe in both themes', async () => {
  for (const scheme of ['light', 'dark']) {
    // (the app held back for good; no service worker to fetch it past the hold)
    const { page, close } = await openPage(shared.browser, 360, { height: 740, serviceWorkers: 'block' });
    await page.emulateMedia({ colorScheme: scheme });
    await page.route('**/*_bg.wasm', () => {});
    await gotoNow(page, `${shared.server.url}/`);
    await page.locator('main[data-first-view] a[href="play?game=matjok"]').click();
    await page.locator('[aria-busy="true"]').waitFor();
    assert.deepEqual(await violations(page), [], scheme);
    await close();
  }
});
