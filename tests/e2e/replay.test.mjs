// Replay, review and records in the browser: a finished game stepped through by keyboard,
// its review beside the strong computer, taken over from a position, its record downloaded
// and opened again, and shared as a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedBrowser, openPage, shoot, awaitTurn } from './support.mjs';

const shared = sharedBrowser();

/** Plays a one-round game of K'ap Shap to its end, clicking the first move each turn. */
async function finishShortGame(page) {
  await page.goto(shared.server.url + '/play?game=kap-shap&rounds=1&seed=3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  for (let i = 0; i < 300 && (await awaitTurn(page)); i++) {
    const move = page.locator('.moves button.button:not(.secondary)').first();
    const tile = page.locator('.hand button.tile-button:not(.idle), .discards button.tile-button').first();
    await ((await move.count()) ? move : tile).click();
  }
  await page.getByRole('button', { name: 'See the final result' }).click();
}

const stepText = (page) => page.locator('.replay-at').textContent();

test('a finished game replays step by step by keyboard, every hand open or as one seat saw it', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await finishShortGame(page);
  await page.getByRole('link', { name: 'Replay this game' }).click();
  await page.waitForURL(/\/replay\?history=1$/);
  await page.locator('.replay-at').waitFor();
  assert.match(await page.locator('h1').first().textContent(), /Replay of K'ap Shap/);
  const [, total] = (await stepText(page)).match(/Step 0 of (\d+)/);
  assert.ok(Number(total) > 5);
  // ← and → step, the move list marks the step and the live region says it
  await page.locator('h1').first().click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepText(page), `Step 2 of ${total}`);
  assert.equal(await page.locator('.replay-moves [aria-current="step"]').count(), 1);
  assert.match(await page.locator('.replay-moves li').nth(2).textContent(), /^1\.2 /);
  assert.match(await page.locator('p[aria-live]').last().textContent(), new RegExp(`^Step 2 of ${total}: 1\\.2 `));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await stepText(page), `Step 1 of ${total}`);
  // End: the round's end, the result on the table; Home: back to its start
  await page.keyboard.press('End');
  assert.equal(await stepText(page), `Step ${total - 1} of ${total}`);
  await page.locator('.board .result').waitFor();
  assert.equal(await page.locator('.board .result button').count(), 0, 'nothing to play on a replay');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator('.board .moves button, .board .prompt').count(), 0, 'no move offered on a replay');
  }
  await page.keyboard.press('Home');
  assert.equal(await stepText(page), `Step 0 of ${total}`);
  // every hand open: the other seat's tiles face up; as You saw it, face down
  await page.keyboard.press('ArrowRight');
  const faceUp = () => page.locator('.opponent .revealed svg, .opponent .tile-row.revealed svg').count();
  assert.ok((await faceUp()) > 0, 'every hand open');
  await page.locator('.replay-controls select').selectOption({ label: 'the table as you saw it' });
  assert.equal(await faceUp(), 0, 'as You saw it: the other hand hidden');
  // a click on a move in the list goes there
  await page.locator('.replay-moves li').nth(5).locator('button').click();
  assert.equal(await stepText(page), `Step 5 of ${total}`);
  await shoot(page, 'replay-1280');
  assert.deepEqual(errors, []);
  await close();
});

test('the review sets each decision beside the strong computer, and a game is taken over from a position', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  await finishShortGame(page);
  await page.goto(shared.server.url + '/replay?history=1');
  await page.locator('.replay-at').waitFor();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.locator('.review-status', { hasText: /Reviewed all \d+ decisions/ }).waitFor({ timeout: 120_000 });
  const marked = await page.locator('.replay-moves li.agrees, .replay-moves li.differs').count();
  assert.ok(marked > 0, 'the reviewed decisions are marked in the move list');
  if ((await page.locator('.replay-moves li.differs').count()) > 0) {
    await page.getByRole('button', { name: 'Next difference' }).click();
    await page.locator('.review-note.differs').waitFor();
    assert.match(await page.locator('.review-note').textContent(), /Strong computer: .+\(/);
  }
  await shoot(page, 'review-360');
  // take over from step 4
  await page.locator('.replay-moves li').nth(4).locator('button').click();
  await page.getByRole('button', { name: 'Take over from here' }).click();
  await page.waitForURL(/\/table$/);
  await page.locator('.board').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('a record is downloaded, opened again, and shared as a link; a damaged one is refused', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await finishShortGame(page);
  // from the history on the new-game page
  await page.goto(shared.server.url + '/play');
  await page.getByRole('link', { name: /^Download the record of game 1: K'ap Shap/ }).click();
  // the replay opens with its Download button ready
  await page.waitForFunction(() => document.activeElement?.textContent === 'Download the record');
  const [fromHistory] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.equal(fromHistory.suggestedFilename(), 'jjak-kap-shap.json');
  await page.goto(shared.server.url + '/play');
  await page.getByRole('link', { name: /^Replay game 1: K'ap Shap/ }).click();
  await page.locator('.replay-at').waitFor();
  const total = (await stepText(page)).match(/of (\d+)/)[1];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the record' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'jjak-kap-shap.json');
  const dir = await mkdtemp(join(tmpdir(), 'jjak-'));
  const file = join(dir, 'game.json');
  await download.saveAs(file);
  const record = JSON.parse(await readFile(file, 'utf8'));
  assert.equal(record['jjak-record'], 1);
  assert.equal(record.game, 'kap-shap');
  assert.match(record.rounds[0][0], /^\d: /);
  // opened again from the file picker
  await page.goto(shared.server.url + '/replay');
  await page.locator('input[type=file]').setInputFiles(file);
  await page.locator('.replay-at').waitFor();
  assert.equal(await stepText(page), `Step 0 of ${total}`);
  // a damaged record: a message, and the game shown stays
  const bad = join(dir, 'bad.json');
  await writeFile(bad, JSON.stringify({ ...record, rounds: [['1: throw 9-9']] }));
  await page.locator('input[type=file]').setInputFiles(bad);
  await page.locator('.replay-page .error').waitFor();
  assert.match(await page.locator('.replay-page .error').textContent(), /bad\.json cannot be opened: Round 1, move 1/);
  assert.equal(await stepText(page), `Step 0 of ${total}`);
  // the link opens the same game in a new tab
  const link = await page.getByLabel('Link to this game').inputValue();
  assert.match(link, /\/replay#game=/);
  const other = await openPage(shared.browser, 1280);
  await other.page.goto(link);
  await other.page.locator('.replay-at').waitFor();
  assert.equal(await other.page.locator('.replay-at').textContent(), `Step 0 of ${total}`);
  // a damaged link says so
  await other.page.goto(shared.server.url + '/replay#game=%7Bnot');
  await other.page.locator('.replay-page .error').waitFor();
  assert.match(await other.page.locator('.replay-page .error').textContent(), /cannot be read/);
  assert.deepEqual(other.errors, []);
  await other.close();
  assert.deepEqual(errors, []);
  await close();
});

test('a rules site shows a record step by step in a frame; a bad address says why', async () => {
  const { page, errors, close } = await openPage(shared.browser, 800, { height: 900 });
  await page.goto(shared.server.url + '/embed/replay?record=records/jjak-mat-chu-gi-example.json&step=3');
  await page.locator('.replay-at').waitFor();
  const [, total] = (await stepText(page)).match(/Step 3 of (\d+)/);
  assert.ok(Number(total) > 10);
  assert.equal(await page.locator('.site-header').count(), 0, 'no site around the frame');
  assert.equal(await page.getByRole('button', { name: 'Review', exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Forward' }).click();
  assert.equal(await stepText(page), `Step 4 of ${total}`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepText(page), `Step 5 of ${total}`);
  await shoot(page, 'embed-replay-800');
  // as seat 2 saw it
  await page.goto(shared.server.url + '/embed/replay?record=records/jjak-mat-chu-gi-example.json&seat=2');
  await page.locator('.replay-at').waitFor();
  assert.match(await page.locator('section[aria-label="Your hand"] h2').textContent(), /^Jun/);
  // a bad address, a missing record
  await page.goto(shared.server.url + '/embed/replay?record=https://example.org/x.json');
  assert.match(await page.locator('.embed-error').textContent(), /not a record's address on this site/);
  await page.goto(shared.server.url + '/embed/replay?record=records/none.json');
  await page.locator('.replay-page .error').waitFor();
  assert.match(await page.locator('.replay-page .error').textContent(), /^There is no record at records\/none\.json/);
  assert.deepEqual(errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
  await close();
});
