// Two devices play with each other (issue 50): two browser contexts of one headless
// Chromium share nothing, like two devices; the invitation and the answer are carried from
// one to the other by the test, as players carry them by hand. WebRTC gathers no candidate
// on loopback alone, so this file runs itself again inside a network namespace of its own
// with a veth pair (../shared/TOOLCHAIN.md): the browsers' traffic never leaves it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { before, after } from 'node:test';
import { CHROMIUM, CHROMIUM_FLAGS, PLAYABLE, TEST_SETTINGS, openPage, shoot, startServer } from './support.mjs';

const NAMESPACE = `ip link set lo up
ip link add v0 type veth peer name v1
ip addr add 10.77.0.1/24 dev v0
ip link set v0 up
ip link set v1 up
ip route add default via 10.77.0.2 dev v0`;

if (!process.env.JJAK_NETNS) {
  test('two devices play with each other, inside a network namespace of the test\'s own', () => {
    const self = fileURLToPath(import.meta.url);
    // (a test run of its own: not a part of this one's)
    const env = { ...process.env, JJAK_NETNS: '1' };
    delete env.NODE_TEST_CONTEXT;
    const inner = spawnSync(
      'unshare',
      ['-n', 'bash', '-c', `${NAMESPACE}\nexec node --test --test-reporter=tap --test-concurrency=1 --test-timeout=600000 '${self}'`],
      { env, encoding: 'utf8', timeout: 25 * 60_000, maxBuffer: 64 << 20 },
    );
    process.stdout.write(inner.stdout ?? '');
    process.stderr.write(inner.stderr ?? '');
    assert.equal(inner.error, undefined, `the namespace could not be made: ${inner.error}`);
    assert.match(inner.stdout, /^# pass 3$/m, 'the three tests ran inside the namespace and passed');
    assert.match(inner.stdout, /^# fail 0$/m);
    assert.equal(inner.status, 0);
  });
} else {
  devices();
}

function devices() {
  const shared = {};
  before(async () => {
    shared.server = await startServer();
    // (mDNS names for local addresses cannot be resolved here: the real address goes)
    shared.browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
    });
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });

  // no STUN server: the devices share the namespace's network
  const SETTINGS = { ...TEST_SETTINGS, network: { stun: false } };
  const device = (width, options = {}) => openPage(shared.browser, width, { height: width < 500 ? 740 : 800, settings: SETTINGS, ...options });

  /** The host starts `query`'s game with seat 2 (and `more`) a friend on another device,
   *  and makes the invitation for seat 2: its link. */
  async function host(page, query, { more = [], shot } = {}) {
    await page.goto(`${shared.server.url}/play?${query}`);
    for (const seat of [2, ...more]) await page.getByLabel(`Who plays seat ${seat}`).selectOption('friend');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/together$/);
    // (the settings' choice: no STUN server)
    assert.ok(await page.getByLabel(/On the same network only/).isChecked());
    return invite(page, 2, shot);
  }

  async function invite(page, seat, shot) {
    await page.getByRole('button', { name: new RegExp(`nvitation for seat ${seat}$`) }).click();
    const code = page.getByLabel(`The invitation for seat ${seat}: send this link to your friend`);
    await code.waitFor({ timeout: 20_000 });
    if (shot) await shoot(page, shot);
    return code.inputValue();
  }

  /** The friend opens the invitation, gives a name (unless coming back, when the name
   *  `remembered` is there already) and joins: the answer's link. */
  async function join(page, invitation, name, shot, remembered) {
    await page.goto(invitation);
    const field = page.getByLabel('Your name');
    await field.waitFor();
    if (remembered) assert.equal(await field.inputValue(), remembered, 'the device remembers its player');
    if (name) await field.fill(name);
    if (shot) await shoot(page, shot);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const code = page.getByLabel('Send this answer back to your host').first();
    await code.waitFor({ timeout: 20_000 });
    return code.inputValue();
  }

  async function connect(hostPage, seat, answer) {
    await hostPage.getByLabel(`Your friend's answer for seat ${seat}`).fill(answer);
    await hostPage.getByRole('button', { name: 'Connect' }).click();
  }

  /** Clicks whatever either device may play until `done` says stop; the host goes on to
   *  the next round when `next` says so. Returns the moves made. */
  async function play(pages, hostPage, { done, next = () => true, limit = 3000 }) {
    let moves = 0;
    for (let i = 0; i < limit; i++) {
      if (await done()) return moves;
      let acted = false;
      for (const page of pages) {
        if (await page.locator('.screen[aria-busy="true"]').count()) continue;
        const move = page.locator('.moves button.button:not(.secondary)').first();
        const tile = page.locator('.hand button.tile-button:not(.idle)').first();
        const target = (await move.count()) ? move : (await tile.count()) ? tile : null;
        if (target) {
          await target.click({ timeout: 5000 }).catch(() => {});
          moves++;
          acted = true;
        }
      }
      const go = hostPage.locator('.result-actions button.button');
      if (!acted && (await go.count()) && (await next())) {
        await go.click();
        acted = true;
      }
      if (!acted) await hostPage.waitForTimeout(100);
    }
    assert.fail('the game did not end');
  }

  const auditLine = (page) => page.locator('.link-status p').filter({ hasText: /checked|Warning/ });

  test('a whole Jjak-mat-chu-gi match by two people on two devices, a rematch, each keeping the game', async () => {
    const h = await device(1280);
    const f = await device(360);
    const invitation = await host(h.page, 'game=jjak-mat-chu-gi&rounds=2', { shot: 'link-invitation-1280' });
    assert.match(invitation, /\/join#[A-Za-z0-9_-]+$/);
    const answer = await join(f.page, invitation, 'Mina', 'link-join-360');
    await shoot(f.page, 'link-answer-360');
    await connect(h.page, 2, answer);
    // the table appears on both devices, each from its own seat
    await h.page.locator('.table-head h1').waitFor({ timeout: 20_000 });
    await f.page.locator('.table-head h1').waitFor({ timeout: 20_000 });
    await shoot(h.page, 'link-host-table-1280');
    await shoot(f.page, 'link-friend-table-360');
    assert.equal(await f.page.getByRole('group', { name: 'Your discards' }).count(), 1, "the friend's own seat is theirs");
    assert.equal(await f.page.getByRole('group', { name: "Host's discards" }).count(), 1, 'the host, unnamed, is the host');
    assert.equal(await h.page.getByRole('group', { name: "Mina's discards" }).count(), 1, 'the friend, by the name they gave');
    await play([h.page, f.page], h.page, { done: () => h.page.locator('.match-over').count() });
    // the friend's device checked both rounds
    await auditLine(f.page).filter({ hasText: '2 rounds checked' }).waitFor({ timeout: 20_000 });
    assert.equal(await f.page.locator('.link-status .warning').count(), 0);
    // each device keeps the game in its history
    const kept = () => JSON.parse(localStorage.getItem('jjak.save.history') ?? '{"history":[]}').history.length;
    await f.page.waitForFunction(kept).catch(() => {});
    assert.equal(await f.page.evaluate(kept), 1, "the friend's device keeps the game");
    assert.equal(await h.page.evaluate(kept), 1, "the host's device keeps the game");
    // a rematch on the same connection
    await h.page.getByRole('button', { name: 'Play again with the same friends' }).click();
    await h.page.locator('.table-head h1').waitFor({ timeout: 20_000 });
    await f.page.waitForFunction(() => /Round 1 of 2/.test(document.querySelector('.table-head')?.textContent ?? ''), null, { timeout: 20_000 });
    assert.deepEqual(h.errors, []);
    assert.deepEqual(f.errors, []);
    await h.close();
    await f.close();
  });

  test("a Matjok round by two people, the friend's page closed mid-round, reopened and rejoined", async () => {
    const h = await device(360);
    const f = await device(1280);
    const invitation = await host(h.page, 'game=matjok', { shot: 'link-invitation-360' });
    await connect(h.page, 2, await join(f.page, invitation, 'Jo'));
    await f.page.locator('.table-head h1').waitFor({ timeout: 20_000 });
    await shoot(f.page, 'link-friend-table-1280');
    await shoot(h.page, 'link-host-table-360');
    const over = () => f.page.locator('.result').count();
    // some moves, then the friend's page goes
    let made = 0;
    await play([h.page, f.page], h.page, { done: async () => (await over()) || made++ > 12, next: () => false });
    const before = await f.page.locator('.table-head').textContent();
    await f.page.close();
    await h.page.getByText('Jo is not connected').waitFor({ timeout: 30_000 });
    // the host makes a new invitation; the friend opens it on the same device
    const again = await invite(h.page, 2);
    const back = await f.page.context().newPage();
    back.on('pageerror', (e) => f.errors.push(String(e)));
    await connect(h.page, 2, await join(back, again, null, null, 'Jo'));
    await back.locator('.table-head h1').waitFor({ timeout: 20_000 });
    assert.equal((await back.locator('.table-head').textContent()).split(' · ')[0], before.split(' · ')[0], 'the same hand goes on');
    await play([h.page, back], h.page, { done: () => back.locator('.result').count(), next: () => false });
    await auditLine(back).filter({ hasText: 'One round checked' }).waitFor({ timeout: 20_000 });
    assert.equal(await back.locator('.link-status .warning').count(), 0);
    assert.deepEqual(h.errors, []);
    assert.deepEqual(f.errors, []);
    await h.close();
    await f.close();
  });

  test('a message from a modified peer is refused on both devices, and the game is unharmed', async () => {
    const h = await device(1280);
    const f = await device(1280);
    // the friend's device is modified: the test can send what it likes on its channel
    await f.page.context().addInitScript(() => {
      const send = RTCDataChannel.prototype.send;
      RTCDataChannel.prototype.send = function (data) {
        window.__channel = this;
        return send.call(this, data);
      };
    });
    const invitation = await host(h.page, 'game=jjak-mat-chu-gi&rounds=2');
    await f.page.reload();
    await connect(h.page, 2, await join(f.page, invitation, 'Eve'));
    await f.page.locator('.table-head h1').waitFor({ timeout: 20_000 });
    const head = await h.page.locator('.table-head').textContent();
    await f.page.evaluate(() => window.__channel.send('{"p":1,"m":{"play":{"at":{"game":0,"step":0},"notation":"throw 9-9"}}}'));
    await h.page.getByText(/A message from Eve was refused/).waitFor({ timeout: 10_000 });
    await f.page.getByText(/The host refused your last message/).waitFor({ timeout: 10_000 });
    await f.page.evaluate(() => window.__channel.send('{"p":99,"m":{}}'));
    await h.page.getByText(/another version of Jjak/).waitFor({ timeout: 10_000 });
    assert.equal(await h.page.locator('.table-head').textContent(), head, "the host's game is unharmed");
    assert.deepEqual(h.errors, []);
    await h.close();
    await f.close();
  });
}
