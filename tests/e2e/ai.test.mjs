// The computer players in the browser: strong thinks in short slices, so no task blocks
// input for more than 50 ms, and it plays a whole round this way. The setup comes from a
// shared link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot } from './support.mjs';

const shared = sharedBrowser();

/** Records every main-thread task over 50 ms (the Long Tasks API) from now on, with the
 *  latest logged move when it was reported (to tell what ran). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const after = document.querySelector('.log li')?.textContent ?? '(no move yet)';
        window.__longTasks.push(`${Math.round(e.duration)} ms, after "${after}"`);
      }
    }).observe({ type: 'longtask' });
  });
}

for (const [game, players] of [['kap-shap', 2], ['matjok', 4]]) {
  test(`${game}: a round against strong computers, no long task while they think`, async () => {
    const { page, errors, close } = await openPage(shared.browser, 1280);
    await page.goto(`${shared.server.url}/play?game=${game}&players=${players}&ai=strong&seed=7`);
    // the link chose the game and the level
    assert.equal(await page.getByLabel(game === 'matjok' ? 'Matjok' : "K'ap Shap", { exact: true }).isChecked(), true);
    assert.equal(await page.getByLabel('Who plays seat 2').inputValue(), 'strong');
    await page.getByLabel('Computer moves').selectOption({ label: 'Fast' });
    await page.getByLabel('Strong computer thinks for').selectOption({ label: 'Half a second' });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/table$/);
    await page.locator('.table-head h1').waitFor();
    await page.waitForTimeout(500);
    await watchLongTasks(page);

    let sawThinking = false;
    let moves = 0;
    for (let i = 0; i < 600 && !(await page.locator('.result').count()); i++) {
      // (allTextContents does not wait for the element to appear)
      const thinking = (await page.locator('.thinking').allTextContents()).join(' ');
      if (/imagined deals/.test(thinking)) sawThinking = true;
      const target = page.locator('.moves button.button:not(.secondary), .hand button.tile-button:not(.idle)').first();
      if (await target.count()) {
        await target.click();
        moves++;
      } else {
        await page.waitForTimeout(100);
      }
    }
    await page.locator('.result').waitFor();
    await shoot(page, `strong-${game}-1280`);
    const long = await page.evaluate(() => window.__longTasks);
    console.log(`${game}: ${moves} human moves; tasks over 50 ms: ${JSON.stringify(long)}`);
    assert.ok(sawThinking, 'the strong computer was seen thinking over imagined deals');
    assert.deepEqual(long, [], 'no task over 50 ms');
    assert.deepEqual(errors, []);
    await close();
  });
}

test('a bad setup link is explained, and the setup falls back to defaults', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360);
  await page.goto(`${shared.server.url}/play?game=chess&players=x&pickup=sometimes`);
  await page.locator('.error').filter({ hasText: 'no game "chess"' }).waitFor();
  assert.equal(await page.getByLabel('Jjak-mat-chu-gi', { exact: true }).isChecked(), true);
  await shoot(page, 'setup-bad-link-360');
  // a preset sets its options, and the share link carries them
  await page.getByRole('button', { name: /Polovinkin/ }).click();
  assert.equal(await page.getByRole('button', { name: /Polovinkin/ }).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#opt-polovinkin').isChecked(), true);
  assert.match(await page.locator('.share a').getAttribute('href'), /polovinkin=on/);
  assert.deepEqual(errors, []);
  await close();
});
