// The table as a game table (issue 51): from 900 px the seats sit round a surface, each
// seat's discards between its hand and the middle, the middle telling the round and the
// tiles left; the drawer (log, hint, settings) closed until opened; on a phone your hand on
// screen without scrolling.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, awaitTurn, PLAYABLE, TEST_SETTINGS } from './support.mjs';

const shared = sharedBrowser();

/** Starts `game` for `players` from a link (seed 11) and plays our first offered move
 *  `moves` times, so that every seat has thrown. */
async function tableAfter(page, game, players, moves) {
  await page.goto(`${shared.server.url}/play?game=${game}&players=${players}&seed=11`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  for (let i = 0; i < moves && (await awaitTurn(page)); i++) await page.locator(PLAYABLE).first().click();
  return awaitTurn(page);
}

/** Where each seat's hand (its edge of the table), its discards and the middle are. */
const places = (page) =>
  page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const thrown = (el) => el.querySelectorAll('svg.tile').length;
    const seats = [...document.querySelectorAll('.opponent')].map((o) => ({
      side: o.closest('.seats').classList[1],
      name: o.querySelector('.who strong').textContent,
      hand: box(o.querySelector('.edge')),
      river: box(o.querySelector('.discards')),
      thrown: thrown(o.querySelector('.discards')),
    }));
    const mine = document.querySelector('.my-river .discards');
    return {
      middle: box(document.querySelector('.board > .wall')),
      words: document.querySelector('.board > .wall').textContent,
      seats,
      mine: { hand: box(document.querySelector('.mine .hand')), river: box(mine), thrown: thrown(mine) },
    };
  });

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  test(`at ${width} x ${height} each seat's discards lie between its hand and the middle, and the middle names the tiles left`, async () => {
    for (const [game, players, moves, left] of [
      ['matjok', 4, 6, /\d+ tiles to draw/],
      ['jjak-mat-chu-gi', 4, 2, /\d+ face-down tiles in the reserve/],
      ['kap-tai-shap', 5, 2, /\d+ tiles in the wall/],
      ['three-dozen', 3, 2, /\d+ face-down tiles/],
    ]) {
      const { page, errors, close } = await openPage(shared.browser, width, { height });
      assert.ok(await tableAfter(page, game, players, moves), `${game}: our turn comes`);
      const at = await places(page);
      assert.match(at.words, left, `${game}: the middle says what is left`);
      assert.match(at.words, /Round 1 of|Hand 1/, `${game}: the middle says the round`);
      const slack = 1;
      let checked = 0;
      for (const s of at.seats.filter((s) => s.thrown > 0)) {
        const [h, r, m] = [s.hand, s.river, at.middle];
        const why = `${game}: ${s.name} (${s.side}) ${JSON.stringify(s)} middle ${JSON.stringify(m)}`;
        if (s.side === 'at-across') assert.ok(h.bottom <= r.top + slack && r.bottom <= m.top + slack, why);
        else if (s.side === 'at-left') assert.ok(h.right <= r.left + slack && r.right <= m.left + slack, why);
        else assert.ok(m.right <= r.left + slack && r.right <= h.left + slack, why);
        checked++;
      }
      assert.ok(checked >= 1, `${game}: ${checked} seats with discards checked`);
      if (at.mine.thrown > 0) {
        const [r, h, m] = [at.mine.river, at.mine.hand, at.middle];
        assert.ok(m.bottom <= r.top + slack && r.bottom <= h.top + slack, `${game}: your discards ${JSON.stringify(at.mine)}`);
      }
      // the middle is on the table's surface, the hand below it and all of it on screen
      const fits = await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight && document.scrollingElement.scrollWidth <= innerWidth);
      assert.ok(fits, `${game}: the table is one screen`);
      await shoot(page, `table-${game}-${players}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    }
  });
}

test('the drawer is closed at first, opens and closes by keyboard, and keeps its settings open through moves; with the help on it is open beside a wide table', async () => {
  for (const [width, height] of [[1280, 800], [360, 740]]) {
    const { page, errors, close } = await openPage(shared.browser, width, { height });
    // (a deal whose round lasts: a random one may end before our first move)
    assert.ok(await tableAfter(page, 'kap-shap', 2, 0), 'our turn comes');
    const toggle = page.getByRole('button', { name: 'Log, hint, settings' });
    const drawer = page.getByRole('complementary', { name: 'Log, hint and settings' });
    assert.equal(await drawer.isVisible(), false, `${width}: closed at first`);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await page.locator('.table-head button[aria-expanded="true"]').waitFor();
    await drawer.getByText('Settings: help, pace of the computer players').click();
    const settings = drawer.locator('details.table-settings');
    assert.ok(await settings.evaluate((d) => d.open));
    // a move (the sheet over a phone's hand closed for it, with Escape) and the computer's
    // answer draw the table afresh: the drawer's settings stay open
    if (width < 900) {
      await drawer.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'the focus goes back to the button');
    }
    await page.locator(PLAYABLE).first().click();
    await awaitTurn(page);
    if (width < 900) await toggle.press('Enter');
    await drawer.waitFor();
    assert.ok(await settings.evaluate((d) => d.open), 'its settings stay open');
    await drawer.getByRole('button', { name: 'Close' }).press('Enter');
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await close();
  }
  // the help's words are in the drawer: with the help on, a wide table opens it beside itself
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, settings: { ...TEST_SETTINGS, help: 1 } });
  assert.ok(await tableAfter(page, 'kap-shap', 2, 0));
  await page.getByRole('complementary', { name: 'Log, hint and settings' }).getByRole('heading', { name: 'Hint' }).waitFor();
  const beside = await page.evaluate(() => document.querySelector('#table-drawer').getBoundingClientRect().left >= document.querySelector('.board').getBoundingClientRect().right - 1);
  assert.ok(beside, 'beside the table, not over it');
  assert.deepEqual(errors, []);
  await close();
});

test("on a phone your hand is on screen without scrolling in every game, and a computer's reason shows by its seat", async () => {
  for (const [width, height] of [[360, 740], [412, 915]]) {
    for (const [game, players] of [['matjok', 4], ['jjak-mat-chu-gi', 4], ['three-dozen', 5], ['kap-tai-shap', 8], ['kap-shap', 2]]) {
      const { page, errors, close } = await openPage(shared.browser, width, { height });
      assert.ok(await tableAfter(page, game, players, 1), `${game}: our turn comes`);
      const r = await page.evaluate(() => {
        const se = document.scrollingElement;
        const off = [...document.querySelectorAll('.mine .hand .tile-button')].filter((b) => {
          const q = b.getBoundingClientRect();
          return q.top < 0 || q.left < 0 || q.bottom > innerHeight + 0.5 || q.right > innerWidth + 0.5;
        }).length;
        return { down: se.scrollHeight - innerHeight, across: se.scrollWidth - innerWidth, off };
      });
      assert.deepEqual(r, { down: 0, across: 0, off: 0 }, `${game} at ${width}`);
      assert.deepEqual(errors, []);
      await close();
    }
  }
  // at the computers' pace their reasons stay a moment by the seat that moved
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, settings: { ...TEST_SETTINGS, ai_pace_ms: 2000 } });
  await page.goto(`${shared.server.url}/play?game=jjak-mat-chu-gi&players=2&ai=normal&seed=11`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const reason = page.locator('.opponent .reason');
  for (let turn = 0; turn < 6 && !(await reason.count()); turn++) {
    await Promise.race([reason.waitFor(), page.locator(PLAYABLE).first().waitFor()]);
    if (!(await reason.count())) await page.locator(PLAYABLE).first().click();
  }
  await reason.waitFor({ timeout: 1_000 });
  assert.ok((await reason.textContent()).length > 10, 'the reason in words');
  assert.equal(await reason.getAttribute('aria-hidden'), 'true', 'said in the log, not twice');
  assert.deepEqual(errors, []);
  await close();
});
