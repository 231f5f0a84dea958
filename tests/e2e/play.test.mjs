// Playing in the browser: set up a game, play a round against the computer by clicking,
// resume after a reload, and recover from a damaged save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, awaitTurn, PLAYABLE, TEST_SETTINGS } from './support.mjs';

const shared = sharedBrowser();

async function startGame(page, gameName, width) {
  await page.goto(shared.server.url + '/play');
  await page.getByLabel(gameName, { exact: true }).check();
  await shoot(page, `setup-${gameName.replace(/\W+/g, '-').toLowerCase()}-${width}`);
  const across = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(across <= 0, `the setup form fits the width (${across} px too wide)`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  await page.locator('.table-head h1').waitFor();
}

/** Presses Tab until `target` has the focus (the page is used by keyboard alone). */
async function tabTo(page, target) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail('Tab never reached the control');
}

/** At the viewer's turn: the page does not scroll, every tile of the hand is on screen,
 *  and each seat's thrown tiles are in a group of its own, named for the seat. */
async function assertOneScreen(page, players) {
  const r = await page.evaluate(() => {
    const se = document.scrollingElement;
    const hand = [...document.querySelectorAll('section[aria-label="Your hand"] .hand .tile-button')];
    const off = hand.filter((b) => {
      const q = b.getBoundingClientRect();
      return q.top < 0 || q.left < 0 || q.bottom > innerHeight + 0.5 || q.right > innerWidth + 0.5;
    }).length;
    return { down: se.scrollHeight - innerHeight, across: se.scrollWidth - innerWidth, tiles: hand.length, off };
  });
  assert.ok(r.tiles > 0 && r.off === 0, `all the hand on screen: ${JSON.stringify(r)}`);
  assert.ok(r.down <= 0 && r.across <= 0, `no page scroll: ${JSON.stringify(r)}`);
  const groups = page.getByRole('group', { name: /discards$/ });
  assert.equal(await groups.count(), players, 'a discards group for each seat');
  assert.equal(await page.getByRole('group', { name: 'Your discards' }).count(), 1);
  assert.equal(await page.getByRole('group', { name: "Computer 1's discards" }).count(), 1);
}

/** Clicks as a player would until the round is over: a tile to throw, else a move.
 *  With `players`, checks the table fits one screen at each turn. */
async function playRound(page, { keyboard = false, players = 0 } = {}) {
  for (let i = 0; i < 400; i++) {
    if (!(await awaitTurn(page))) return;
    if (players) await assertOneScreen(page, players);
    const tile = page.locator('.hand button.tile-button:not(.idle)').first();
    const move = page.locator('.moves button.button:not(.secondary)').first();
    const target = (await move.count()) ? move : tile;
    if (keyboard) {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    } else {
      await target.click();
    }
  }
  assert.fail('the round did not end');
}

// each game with the players the setup page starts it with (its fewest, at least two)
const games = [['Jjak-mat-chu-gi', 2], ['Three Dozen', 2], ["K'ap Tái Shap", 2], ["K'ap Shap", 2], ['Matjok', 4]];
const sizes = [[360, 740], [412, 915], [1280, 800]];
for (const [[name, players], [width, height]] of games.flatMap((g) => sizes.map((z) => [g, z]))) {
  test(`${name}: a round against the computer on one screen, played by clicking (${width} x ${height})`, async () => {
    const { page, errors, close } = await openPage(shared.browser, width, { height });
    await startGame(page, name, width);
    await awaitTurn(page);
    await shoot(page, `table-${name.replace(/\W+/g, '-').toLowerCase()}-${width}`);
    await playRound(page, { players });
    await page.locator('.result').waitFor();
    assert.match(await page.locator('.result').textContent(), /Result/);
    await shoot(page, `result-${name.replace(/\W+/g, '-').toLowerCase()}-${width}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test('Three Dozen by keyboard alone: Tab, arrow keys, Enter', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await startGame(page, 'Three Dozen', 1280);
  // arrow keys move along the hand
  const hand = page.locator('.hand button');
  await hand.first().waitFor();
  await tabTo(page, hand.first());
  await page.keyboard.press('ArrowRight');
  assert.ok(await hand.nth(1).evaluate((el) => el === document.activeElement), 'ArrowRight moves to the next tile');
  await page.keyboard.press('ArrowLeft');
  assert.ok(await hand.first().evaluate((el) => el === document.activeElement), 'ArrowLeft moves back');
  await playRound(page, { keyboard: true });
  await page.locator('.result').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('after each move the keyboard focus stays in the hand, on a phone', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  await startGame(page, 'Matjok', 360);
  let moves = 0;
  for (let i = 0; i < 6 && (await awaitTurn(page)); i++) {
    const target = page.locator(PLAYABLE).first();
    if (i === 0) await tabTo(page, target);
    else await target.focus();
    await page.keyboard.press('Enter');
    moves++;
    if (!(await awaitTurn(page))) break;
    // the board was drawn afresh (our move, the computers' answers): the focus is back in the hand
    await page.waitForFunction(() => document.activeElement?.closest('.hand') !== null, null, { timeout: 5_000 });
  }
  assert.ok(moves >= 2, 'some moves were made');
  assert.deepEqual(errors, []);
  await close();
});

test('a thrown tile travels from the hand to your discards, and stays still under reduced motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    // the computers wait, so the board is not drawn again while the tile travels
    const settings = { ...TEST_SETTINGS, ai_pace_ms: 3000 };
    const { page, errors, close } = await openPage(shared.browser, 360, { height: 740, reducedMotion, settings });
    await page.goto(`${shared.server.url}/play?game=matjok&seed=2`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/table$/);
    const tile = page.locator('.hand button.tile-button:not(.idle)').first();
    await tile.waitFor();
    const from = await tile.boundingBox();
    await tile.click();
    const mine = page.getByRole('group', { name: 'Your discards' });
    const thrown = mine.locator('.travel');
    await thrown.waitFor();
    const motion = await thrown.evaluate((el) => ({
      travel: el.classList.contains('travel'),
      dy: parseFloat(el.style.getPropertyValue('--from-y')),
      running: el.getAnimations().length,
    }));
    assert.ok(motion.travel, 'the tile is marked to travel');
    assert.ok(motion.dy > 0 && from.y > 0, `it starts lower, where it left the hand: ${JSON.stringify(motion)}`);
    if (reducedMotion === 'reduce') assert.equal(motion.running, 0, 'no animation under reduced motion');
    else assert.ok(motion.running > 0, 'it moves');
    assert.deepEqual(errors, []);
    await close();
  }
});

test('a move takes a tile out or puts one in, and repaints no other tile on the table', async () => {
  // a tile repainted as another face has its drawing's copy (the `<use>`) built afresh,
  // which was most of the browser's restyling after a move on a phone-speed CPU; the
  // whole table is watched: hand, seats, discards, wall
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(`${shared.server.url}/play?game=kap-shap&seed=3`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  await page.evaluate(() => {
    window.__repainted = [];
    new MutationObserver((list) => {
      for (const m of list) if (m.target.closest('.board')) window.__repainted.push(`${m.oldValue} -> ${m.target.getAttribute('href')}`);
    }).observe(document.querySelector('.screen'), { subtree: true, attributeFilter: ['href'], attributeOldValue: true });
  });
  let thrown = 0;
  for (let turn = 0; turn < 10 && (await awaitTurn(page)); turn++) {
    // the first playable tile of the hand when there is one (tiles follow it), else a move
    const tile = page.locator('.hand button.tile-button:not(.idle)').first();
    if (await tile.count()) {
      await tile.click();
      thrown++;
    } else {
      await page.locator(PLAYABLE).first().click();
    }
  }
  await awaitTurn(page);
  assert.ok(thrown >= 3, `tiles were thrown from the hand: ${thrown}`);
  assert.deepEqual(await page.evaluate(() => window.__repainted), []);
  assert.deepEqual(errors, []);
  await close();
});

test("a computer's thrown tile travels from its seat, and a drawn tile comes in from the wall", async () => {
  // (each computer move waits 1.5 s, so a tile is measured before the next redraw)
  const settings = { ...TEST_SETTINGS, ai_pace_ms: 1500 };
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, settings });
  await page.goto(`${shared.server.url}/play?game=matjok&seed=2`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  // where a travelling element starts: its place (animation stopped) plus its offset
  const start = (locator) =>
    locator.evaluate((el) => {
      el.getAnimations().forEach((a) => a.cancel());
      const box = el.getBoundingClientRect();
      const offset = (name) => parseFloat(el.style.getPropertyValue(name));
      return { x: box.x + offset('--from-x'), y: box.y + offset('--from-y') };
    });
  const near = (p, box) => Math.abs(p.x - box.x) < 2 && Math.abs(p.y - box.y) < 2;

  const handBottom = async () => (await page.locator('.mine').boundingBox()).y + (await page.locator('.mine').boundingBox()).height;
  const before = await handBottom();
  await page.locator('.hand button.tile-button:not(.idle)').first().click();
  // while the computers think, the hand stays where it was (the line that says who is
  // thinking has its place kept)
  await page.locator('.thinking.waiting:not([hidden])').waitFor();
  assert.ok(Math.abs((await handBottom()) - before) < 1, 'the hand does not move when the turn passes');
  // the next seat draws and throws: its tile is new in front of it, and starts at its name
  const theirs = page.locator('.opponent .discards .travel').first();
  await theirs.waitFor();
  const who = await theirs.locator('xpath=ancestor::li[contains(@class, "opponent")]').locator('.who').boundingBox();
  const from = await start(theirs);
  assert.ok(near(from, who), JSON.stringify({ from, who }));
  // our next tile comes in from the wall (unless a claim let us take the discard instead)
  await awaitTurn(page);
  const drawn = page.locator('.hand .fresh.travel');
  if ((await drawn.count()) > 0) {
    const wall = await page.locator('.board .wall').boundingBox();
    const at = await start(drawn.first());
    assert.ok(near(at, wall), JSON.stringify({ at, wall }));
  } else {
    assert.ok((await page.locator('.moves button').count()) > 0, 'a claim is offered');
  }
  assert.deepEqual(errors, []);
  await close();
});

test('a one-round match ends with the standings, the history, and play again', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360);
  await page.goto(`${shared.server.url}/play?game=kap-shap&rounds=1&seed=3`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  await playRound(page);
  await page.getByRole('button', { name: 'See the final result' }).click();
  await page.locator('.match-over').waitFor();
  assert.match(await page.locator('.match-over .headline').textContent(), /wins the match|A tie/);
  assert.equal(await page.locator('.standings li').count(), 2);
  await shoot(page, 'match-over-360');
  // (the history has a key of its own, written when a game joins it)
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('jjak.save.history')).history);
  assert.equal(history.length, 1, 'the finished game is in the history');
  assert.equal(await page.evaluate(() => 'history' in JSON.parse(localStorage.getItem('jjak.save'))), false, 'not in the save');
  assert.equal(history[0].rounds, 1);
  await page.getByRole('button', { name: 'Play again' }).click();
  await page.locator('.table-head h1').waitFor();
  assert.match(await page.locator('.table-head p').textContent(), /Round 1 of 1/);
  assert.deepEqual(errors, []);
  await close();
});

test('a reload resumes the game, and a damaged game is kept aside with a message', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  // a fixed deal (the computer and our first-offered moves make the game the same every
  // time) whose round lasts beyond three moves of ours
  await page.goto(`${shared.server.url}/play?game=kap-shap&seed=3`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  // make three moves, then reload
  for (let i = 0; i < 3 && (await awaitTurn(page)); i++) await page.locator(PLAYABLE).first().click();
  // read the log on the human's turn, when no computer move is pending
  assert.ok(await awaitTurn(page), 'the round of seed 3 goes on after three moves');
  const log = await page.locator('.log li').allTextContents();
  assert.ok(log.length > 0);
  await page.reload();
  await page.locator('.table-head h1').waitFor();
  // the log lists the last moves, oldest first; the computer may already have answered
  // after the reload, so newer moves may follow the ones from before it
  // (the log is in the drawer, closed)
  await page.locator('.log li').first().waitFor({ state: 'attached' });
  const after = await page.locator('.log li').allTextContents();
  const last = after.lastIndexOf(log[log.length - 1]);
  assert.ok(last >= 0, `the last move before the reload is still in the log: ${after}`);
  const resumed = after.slice(0, last + 1);
  assert.deepEqual(resumed, log.slice(log.length - resumed.length), 'the same moves after reload');

  await page.evaluate(() => localStorage.setItem('jjak.save', '{"schema":2,"revision":2,"session":{"broken":1}}'));
  await page.reload();
  await page.locator('.notice p').waitFor();
  // the game could not be read: it is left out, the rest of the save kept, the whole text copied
  assert.match(await page.locator('.notice').textContent(), /could not be read and was left out: the game in progress/);
  const kept = await page.evaluate(() => localStorage.getItem('jjak.save.unreadable.1'));
  assert.match(kept, /broken/, 'the damaged save is kept');
  assert.match(await page.locator('main').textContent(), /No game in progress/);
  await shoot(page, 'damaged-save-1280');
  assert.deepEqual(errors, []);
  await close();
});

test("K'ap Tái Shap seats twenty from a link; on a phone the tile to pick up is in view", async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  await page.goto(`${shared.server.url}/play?game=kap-tai-shap&players=20&seed=5`);
  await page.locator('ol.seats li').nth(19).waitFor();
  assert.equal(await page.locator('#setup-players').inputValue(), '20');
  assert.equal(await page.locator('ol.seats li').count(), 20);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  let seen = 0;
  for (let turn = 0; turn < 6 && (await awaitTurn(page)); turn++) {
    await assertOneScreen(page, 20);
    // the opponents scroll in their own box; the latest discard is brought into it
    const where = await page.evaluate(() => {
      const tile = document.querySelector('.opponents .latest');
      if (!tile) return null;
      const box = document.querySelector('.opponents').getBoundingClientRect();
      const r = tile.getBoundingClientRect();
      return { inside: r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5, scrolled: document.querySelector('.opponents').scrollTop };
    });
    if (where) {
      assert.ok(where.inside, `the latest discard is in view: ${JSON.stringify(where)}`);
      seen++;
    }
    await page.locator(PLAYABLE).first().click();
  }
  assert.ok(seen > 0, 'a latest discard was checked');
  await shoot(page, 'table-kap-tai-shap-20-360');
  assert.deepEqual(errors, []);
  await close();
});

test("at the round's end every other seat's hand is laid open under the result", async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  // seed 7 with normal computers: a computer wins after four moves of ours
  await page.goto(`${shared.server.url}/play?game=kap-tai-shap&players=5&ai=normal&seed=7`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  while (await awaitTurn(page)) await page.locator(PLAYABLE).first().click();
  await page.locator('.result').waitFor();
  // the hands are shown one a frame, then the result: by now all of them
  const hands = await page.locator('.opponent').evaluateAll((seats) =>
    seats.map((s) => ({
      open: [...s.querySelectorAll('.revealed')].filter((r) => getComputedStyle(r).display !== 'none' && r.getBoundingClientRect().height > 0).length,
      tiles: s.querySelectorAll('.revealed [role="img"]').length,
      backs: s.querySelectorAll('.held').length,
    })),
  );
  assert.equal(hands.length, 4);
  for (const h of hands) {
    assert.equal(h.open, 1, `each hand laid open: ${JSON.stringify(hands)}`);
    assert.ok(h.tiles >= 9, `with its tiles: ${JSON.stringify(hands)}`);
    assert.equal(h.backs, 0);
  }
  assert.deepEqual(errors, []);
  await close();
});

test("K'ap: a tile the computer picked up is shown beside its seat, on a phone too", async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  // seed 2: the computer picks up a face-up tile within its first turns (we make the
  // first offered move, so the game is the same every time)
  await page.goto(`${shared.server.url}/play?game=kap-shap&seed=2`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  const kept = page.getByRole('group', { name: 'Picked up and kept' });
  for (let turn = 0; turn < 12 && (await awaitTurn(page)) && !(await kept.count()); turn++) {
    await page.locator(PLAYABLE).first().click();
  }
  assert.equal(await kept.count(), 1, 'the computer picked up a tile and keeps it');
  const tile = (await kept.getByRole('img').first().getAttribute('aria-label')).replace('domino ', '');
  const log = (await page.locator('.log li').allTextContents()).join('\n');
  assert.match(log, new RegExp(`pick.* up ${tile}`), `the log says the computer picked up ${tile}`);
  await assertOneScreen(page, 2);
  await shoot(page, 'table-kap-kept-360');
  assert.deepEqual(errors, []);
  await close();
});

test('pass-and-play: the device goes from one human to the other, each seeing only their own tiles', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  await page.goto(`${shared.server.url}/play?game=jjak-mat-chu-gi&players=2&seed=11`);
  await page.locator('#seat-player-1').selectOption('human');
  await page.locator('#seat-name-1').fill('Bo');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  const seen = [];
  for (let turn = 0; turn < 6; turn++) {
    const over = page.locator('.result');
    const handover = page.getByRole('button', { name: /show my tiles/ });
    await Promise.race([handover.waitFor(), over.waitFor()]);
    if (await over.count()) break;
    // the hand-over screen shows no tiles at all, and its live region says nothing of them
    assert.equal(await page.locator('.hand .tile-button').count(), 0, 'no tiles before the hand-over');
    assert.equal((await page.locator('.table-page > p[aria-live]').textContent()).trim(), '', 'nothing said to the next player');
    const who = (await handover.textContent()).match(/I am (.*): show my tiles/)[1];
    await handover.click();
    await awaitTurn(page);
    // the button that showed the tiles has gone: the focus went on to them
    await page.waitForFunction(() => document.activeElement?.closest('.hand, .moves') !== null, null, { timeout: 5_000 });
    seen.push(who);
    await page.locator(PLAYABLE).first().click();
    // a move may need a second click (a discard after a draw) before the device is passed on
    for (let i = 0; i < 3 && (await page.locator(PLAYABLE).count()) && !(await handover.count()); i++) {
      await awaitTurn(page);
      if (await handover.count() || await over.count()) break;
      await page.locator(PLAYABLE).first().click();
    }
  }
  assert.ok(seen.includes('You') && seen.includes('Bo'), `both humans had the device: ${seen}`);
  assert.deepEqual(errors, []);
  await close();
});

test('what the player opened stays open through the moves, and the live region that was there says the result', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(`${shared.server.url}/play?game=kap-tai-shap&players=5&ai=normal&seed=7`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  const live = page.locator('.table-page > p[aria-live="polite"]');
  await live.waitFor({ state: 'attached' });
  const region = await live.elementHandle();
  await page.getByRole('button', { name: 'Log, hint, settings' }).click();
  const opening = page.locator('details.opening');
  // closed, then opened again by the player: it stays as the player left it
  if ((await opening.getAttribute('open')) !== null) await opening.locator('summary').click();
  await opening.locator('summary').click();
  let moves = 0;
  while (await awaitTurn(page)) {
    await page.locator(PLAYABLE).first().click();
    moves++;
    assert.notEqual(await opening.getAttribute('open'), null, `still open after move ${moves}`);
    // each move is said by the region that was already on the page
    assert.ok(await region.evaluate((el) => el.isConnected));
  }
  await page.locator('.result').waitFor();
  assert.ok(moves > 0);
  assert.equal(await page.locator('.result[aria-live]').count(), 0, 'the result is not a region of its own');
  const result = await page.locator('.result > div > p').first().textContent();
  await page.waitForFunction((el) => el.textContent.includes('The round is over'), region);
  assert.ok((await region.evaluate((el) => el.textContent)).includes(result.trim().slice(0, 40)), 'the region says the result');
  assert.deepEqual(errors, []);
  await close();
});

/** The table as drawn, the passing marks (just drawn, travelling) left out. */
const drawnTable = (page) =>
  page.evaluate(() => {
    const tiles = (root) => [...root.querySelectorAll('svg.tile')].map((t) => t.getAttribute('aria-label'));
    const all = (selector, f) => [...document.querySelectorAll(selector)].map(f);
    return {
      hand: all('.hand .hand-tile', (t) => `${t.dataset.tile}${t.classList.contains('group-start') ? ' starts a group' : ''}: ${t.querySelector('button').getAttribute('aria-label')}`),
      discards: all('.discards', (d) => `${d.getAttribute('aria-label')}: ${tiles(d).join(', ')}`),
      seats: all('.opponent', (o) => `${o.querySelector('.who').textContent}: ${tiles(o).join(', ')}`),
      laid: tiles(document.querySelector('.mine .laid')),
      wall: `${document.querySelector('.wall h2').textContent}: ${document.querySelectorAll('.wall svg.tile').length} tiles drawn, ${all('.wall .slot', (s) => s.className).join(' ')}`,
      moves: all('.moves button:not(.undo)', (b) => b.textContent),
    };
  });

test('after many moves each region is what a fresh drawing of the position shows', async () => {
  // the keyed lists follow the moves: tiles in and out, groups starting where they start,
  // the wall as it stands; a reload draws the same position from nothing
  let compared = 0;
  for (const [game, players, seed] of [['matjok', 4, 2], ['jjak-mat-chu-gi', 3, 4], ['kap-tai-shap', 5, 7]]) {
    const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
    await page.goto(`${shared.server.url}/play?game=${game}&players=${players}&seed=${seed}`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    let moves = 0;
    for (; moves < 8 && (await awaitTurn(page)); moves++) await page.locator(PLAYABLE).first().click();
    if (!(await awaitTurn(page))) {
      await close();
      continue; // (the round ended early: nothing to compare at a turn)
    }
    assert.ok(moves >= 3, `${game}: moves made: ${moves}`);
    const played = await drawnTable(page);
    await page.reload();
    await awaitTurn(page);
    assert.deepEqual(await drawnTable(page), played, `${game}: the table after ${moves} moves`);
    compared++;
    assert.deepEqual(errors, []);
    await close();
  }
  assert.ok(compared >= 2, `positions compared: ${compared}`);
});

test('a refused click said twice is said twice by the live region', async () => {
  // (the computers wait, so the hand is idle for a while after our move)
  const settings = { ...TEST_SETTINGS, ai_pace_ms: 1500 };
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800, settings });
  await page.goto(`${shared.server.url}/play?game=matjok&seed=2`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await awaitTurn(page);
  await page.locator('.hand button.tile-button:not(.idle)').first().click();
  const idle = page.locator('.hand button.tile-button.idle').first();
  await idle.waitFor();
  const live = page.locator('.table-page > p[aria-live]');
  const said = (before) => page.waitForFunction((b) => document.querySelector('.table-page > p[aria-live]').textContent !== b, before);
  // our move is told first
  await page.waitForFunction(() => /^You threw/.test(document.querySelector('.table-page > p[aria-live]').textContent));
  const before = await live.textContent();
  // (a click as a mouse makes it: Playwright waits for a button marked aria-disabled)
  await idle.dispatchEvent('click');
  await said(before);
  const first = await live.textContent();
  assert.match(first, /^Not |Nothing|Only a claim/, `why the tile is not a move: ${first}`);
  await idle.dispatchEvent('click');
  await said(first);
  const second = await live.textContent();
  assert.equal(second.trim(), first.trim(), 'the same words');
  assert.deepEqual(errors, []);
  await close();
});
