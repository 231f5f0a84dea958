// The computer players in the browser: they think in a web worker (or, if it cannot run,
// on the page, saying so) and play a whole round; the setup comes from a shared link. How
// long the main thread is blocked is a figure, not a test: `make bench-browser` measures
// it (docs/PERFORMANCE.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, awaitTurn, PLAYABLE } from './support.mjs';

const shared = sharedBrowser();

// K'ap Shap is played to the end; Matjok (three strong computers) for a few turns of ours.
for (const [game, players, turns] of [['kap-shap', 2, Infinity], ['matjok', 4, 4]]) {
  test(`${game}: strong computers think over imagined deals and play on`, async () => {
    const { page, errors, close } = await openPage(shared.browser, 1280, { settings: null });
    await page.goto(`${shared.server.url}/play?game=${game}&players=${players}&ai=strong&seed=7`);
    // the link chose the game and the level
    assert.equal(await page.getByLabel(game === 'matjok' ? 'Matjok' : "K'ap Shap", { exact: true }).isChecked(), true);
    assert.equal(await page.getByLabel('Who plays seat 2').inputValue(), 'strong');
    await page.getByLabel('Computer moves').selectOption({ label: 'Fast' });
    await page.getByLabel('Strong computer thinks for').selectOption({ label: 'Half a second' });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/table$/);
    await page.locator('.table-head h1').waitFor();

    let sawThinking = false;
    let moves = 0;
    const thinking = page.locator('.thinking').filter({ hasText: /imagined deals/ });
    while (moves < turns) {
      // a strong computer is to move at the start in Matjok (seat 1 is East only by lot),
      // or after each of our moves: the indicator shows while it thinks
      const seen = sawThinking ? true : thinking.first().waitFor({ timeout: 5_000 }).then(() => true, () => false);
      if (!(await awaitTurn(page, 120_000))) break;
      if (await seen) sawThinking = true;
      await page.locator(PLAYABLE).first().click();
      moves++;
    }
    if (turns === Infinity) await page.locator('.result').waitFor();
    await shoot(page, `strong-${game}-1280`);
    assert.ok(moves > 0, 'we had turns');
    assert.ok(sawThinking, 'the strong computer was seen thinking over imagined deals');
    assert.ok(page.workers().some((w) => w.url().endsWith('/computer-worker.js')), 'the computers thought in their worker');
    assert.equal(await page.locator('.thinking').filter({ hasText: 'on this page' }).count(), 0);
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

test('a larger Western set seats more players, and going back trims the seats', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360);
  await page.goto(`${shared.server.url}/play?game=three-dozen&set=double-twelve&players=12`);
  await page.locator('ol.seats li').nth(11).waitFor();
  assert.equal(await page.locator('ol.seats li').count(), 12);
  assert.equal(await page.getByLabel('Number of players').inputValue(), '12');
  await page.locator('#opt-set').selectOption('double-six');
  await page.waitForFunction(() => document.querySelectorAll('ol.seats li').length === 5);
  assert.equal(await page.getByLabel('Number of players').inputValue(), '5');
  assert.equal(await page.locator('.error').textContent(), '');
  assert.deepEqual(errors, []);
  await close();
});

// a browser without workers, and a worker whose script does not load
const noWorkers = async (page) => page.addInitScript(() => {
  window.Worker = function () {
    throw new Error('no workers here');
  };
});
const scriptGone = async (page) => page.context().route('**/computer-worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
for (const [how, breakIt] of [['cannot start', noWorkers], ['does not load', scriptGone]]) {
  test(`if the computer players' worker ${how}, the page says so and the computers still play`, async () => {
    const { page, errors, close } = await openPage(shared.browser, 1280, { settings: { ai_pace_ms: 0, think_ms: 1000, theme: 0, help: 0 } });
    await breakIt(page);
    await page.goto(`${shared.server.url}/play?game=kap-shap&players=2&ai=strong&seed=4`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/table$/);
    let moves = 0;
    let said = false;
    const note = page.locator('.thinking').filter({ hasText: 'think on this page' });
    while (moves < 3) {
      const seen = said || note.first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!(await awaitTurn(page, 60_000))) break;
      said = said || (await seen);
      await page.locator(PLAYABLE).first().click();
      moves++;
    }
    assert.ok(moves > 0, 'the computer moved and we had turns');
    assert.ok(said, 'the table said the computers think on the page');
    assert.deepEqual(errors.filter((e) => !/404|Failed to load/.test(e)), []);
    await close();
  });
}
