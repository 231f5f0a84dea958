// The app in Korean and Dutch (issue 37): each language's pages say nothing in English,
// keep their address prefix, name each other, and the language menu switches and is
// remembered; a first visit follows the browser's languages once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, awaitTurn, PLAYABLE } from './support.mjs';

const shared = sharedBrowser();

// English words that are neither Dutch nor the games' own: one of them on a Korean or
// Dutch page is English left over
const ENGLISH = new Set(
  ('the and you your with which who tile tiles player players round rounds game games this that from ' +
    'choose click pairs throw discard wins points next new show hide rules play draw take pass seat ' +
    'settings loading hint log help theme light dark pace table human turn gallery replay ' +
    'download record embeds performance lab').split(' '),
);

/** The words on the page in its own language: the text of every element not marked as
 *  another language (the language menu names each language in itself), without code. */
const pageWords = (page) =>
  page.evaluate(() => {
    const own = document.documentElement.lang;
    const words = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode()); ) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, code, pre, textarea, [hidden], [aria-hidden=true]')) continue;
      if ((el.closest('[lang]')?.getAttribute('lang') ?? own) !== own) continue;
      if (!el.getClientRects().length || /^\s*https?:\/\//.test(n.data)) continue;
      words.push(...n.data.split(/[^A-Za-z']+/).filter(Boolean));
    }
    // the labels a screen reader reads
    for (const el of document.querySelectorAll('[aria-label]')) {
      if ((el.closest('[lang]')?.getAttribute('lang') ?? own) === own) words.push(...el.getAttribute('aria-label').split(/[^A-Za-z']+/).filter(Boolean));
    }
    return words;
  });

async function noEnglish(page, lang, what) {
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${what}: <html lang>`);
  const left = [...new Set((await pageWords(page)).filter((w) => ENGLISH.has(w.toLowerCase())))];
  assert.deepEqual(left, [], `${what} (${lang}) still says in English: ${left.join(', ')}`);
}

/** Nothing cut off: no sideways scroll, and no button, link, label or heading whose text
 *  is wider than its box. */
async function fits(page, what) {
  const bad = await page.evaluate(() => {
    const out = [];
    if (document.scrollingElement.scrollWidth > innerWidth) out.push(`the page scrolls sideways by ${document.scrollingElement.scrollWidth - innerWidth}px`);
    for (const el of document.querySelectorAll('button, a, label, h1, h2, h3, legend, summary, th, .seat-name, .status')) {
      if (!el.getClientRects().length) continue;
      // (within a box that scrolls sideways, a wide table is read by scrolling it)
      const scrolls = (e) => e && e !== document.body && (/auto|scroll/.test(getComputedStyle(e).overflowX) || scrolls(e.parentElement));
      if (scrolls(el.parentElement)) continue;
      const style = getComputedStyle(el);
      if (style.overflow === 'visible' && style.textOverflow !== 'ellipsis') {
        const r = el.getBoundingClientRect();
        if (r.right > innerWidth + 1) out.push(`"${el.textContent.trim().slice(0, 30)}" (${el.tagName.toLowerCase()}.${el.className}) runs off the screen to ${Math.round(r.right)}px`);
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1) out.push(`"${el.textContent.trim().slice(0, 30)}" (${el.tagName.toLowerCase()}.${el.className}) is cut off`);
    }
    return out;
  });
  assert.deepEqual(bad, [], what);
}

for (const lang of ['ko', 'nl']) {
  test(`${lang}: the home page, a new game, a table in play, a rules page and an embed, in ${lang} only`, async () => {
    for (const width of [360, 1280]) {
      const { page, errors, close } = await openPage(shared.browser, width, { height: width == 360 ? 740 : 800 });
      await page.goto(`${shared.server.url}/${lang}/`);
      await noEnglish(page, lang, 'home');
      await fits(page, `home at ${width}`);
      await shoot(page, `${lang}-home-${width}`);

      await page.goto(`${shared.server.url}/${lang}/rules/matjok`);
      await page.locator('.rules-doc, .rules-page').first().waitFor();
      await noEnglish(page, lang, 'Matjok rules');
      await fits(page, `rules at ${width}`);
      await shoot(page, `${lang}-rules-matjok-${width}`);

      for (const game of ['matjok', 'jjak-mat-chu-gi']) {
        await page.goto(`${shared.server.url}/${lang}/play?game=${game}`);
        await noEnglish(page, lang, `new ${game}`);
        await fits(page, `new ${game} at ${width}`);
        if (game == 'matjok') await shoot(page, `${lang}-setup-${width}`);
        await page.locator('[data-act=start]').click();
        await page.locator('.board').waitFor();
        // a few moves: the log, the prompts and the computers' reasons are the language's
        for (let i = 0; i < 3 && (await awaitTurn(page)); i++) {
          await page.locator(PLAYABLE).first().click();
        }
        await awaitTurn(page);
        await noEnglish(page, lang, `${game} table`);
        await fits(page, `${game} table at ${width}`);
        await shoot(page, `${lang}-table-${game}-${width}`);
        assert.equal(new URL(page.url()).pathname, `/${lang}/table`, 'the table keeps the language prefix');
      }
      assert.deepEqual(errors, [], `${lang} at ${width}`);
      await close();
    }
  });

  test(`${lang}: an embed takes lang=, and the embeds page offers it`, async () => {
    const { page, errors, close } = await openPage(shared.browser, 800);
    await page.goto(`${shared.server.url}/embed/chart?game=jjak-mat-chu-gi&lang=${lang}`);
    await page.locator('.chart').waitFor();
    await noEnglish(page, lang, 'pairing chart embed');
    await page.goto(`${shared.server.url}/embed/hand?tiles=7-7-7&lang=${lang}`);
    await noEnglish(page, lang, 'an embed refusing its tiles');
    await page.goto(`${shared.server.url}/${lang}/embeds`);
    await noEnglish(page, lang, 'embeds page');
    const snippet = await page.locator('textarea, code').filter({ hasText: '<iframe' }).first().textContent();
    assert.match(snippet, new RegExp(`lang=${lang}`), 'the snippets on the embeds page ask for the page\'s language');
    assert.deepEqual(errors, []);
    await close();
  });
}

/** Opens `url` as a typed address, without waiting for its load (it may redirect). */
const opening = (page, url) => page.evaluate((u) => location.assign(u), url);

test('the language menu switches, keeps the page, and is remembered; links stay in their language', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  const url = shared.server.url;
  await page.goto(`${url}/nl/rules/matjok`);
  // every page names its other languages
  const alternates = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.hreflang, new URL(l.href).pathname])),
  );
  assert.deepEqual(alternates, { en: '/rules/matjok', ko: '/ko/rules/matjok', nl: '/nl/rules/matjok', 'x-default': '/rules/matjok' });
  // a link within the app stays in Dutch
  await page.locator('nav[aria-label] a[href="play"]').first().click();
  await page.waitForURL(`${url}/nl/play`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  // the menu: the same page in Korean, remembered
  await page.locator('.languages a[hreflang=ko]').click();
  await page.waitForURL(`${url}/ko/play`);
  // (the app, not the first view, on the page)
  await page.waitForFunction(() => window.jjak?.started && !document.querySelector('[data-first-view]'));
  await page.locator('.languages a[aria-current]').waitFor();
  assert.equal(await page.locator('.languages a[aria-current]').getAttribute('hreflang'), 'ko');
  assert.equal(await page.evaluate(() => localStorage.getItem('jjak.lang')), 'ko');
  assert.deepEqual(errors, []);
  await close();
});

test("a first visit follows the browser's languages, once; the home page follows the remembered choice", async () => {
  const { page, close } = await openPage(shared.browser, 1280, { locale: 'nl-NL' });
  await page.goto('about:blank');
  await opening(page, `${shared.server.url}/`);
  await page.waitForURL(`${shared.server.url}/nl/`, { waitUntil: 'commit' });
  await page.waitForLoadState();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  // an English page asked for by its address stays English
  await page.goto(`${shared.server.url}/rules/matjok`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await close();
  // a choice the menu remembered (jjak.lang, as the language menu test sets it), on a
  // visit whose browser has it already: the English home page opens that language's
  const again = await openPage(shared.browser, 1280, { locale: 'nl-NL' });
  await again.page.context().addInitScript(() => {
    if (!localStorage.getItem('jjak.lang')) localStorage.setItem('jjak.lang', 'ko');
  });
  await again.page.goto('about:blank');
  await opening(again.page, `${shared.server.url}/`);
  await again.page.waitForURL(`${shared.server.url}/ko/`, { waitUntil: 'commit' });
  await again.page.waitForLoadState();
  assert.equal(await again.page.evaluate(() => document.documentElement.lang), 'ko');
  await again.close();
});

// Issue 49: one build speaks every language, and a game keeps what was said as message
// keys and arguments: a game saved in Korean and continued in Dutch reads in Dutch (its
// log, its computers' reasons, its players), and its player is still the one spoken to.
test('a game saved in Korean is continued in Dutch, and reads in Dutch', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  const wasms = new Set();
  page.on('request', (r) => {
    if (/_bg\.wasm$/.test(r.url())) wasms.add(new URL(r.url()).pathname);
  });
  await page.goto(`${shared.server.url}/ko/play?game=matjok`);
  await page.locator('[data-act=start]').click();
  await page.locator('.board').waitFor();
  for (let i = 0; i < 3 && (await awaitTurn(page)); i++) {
    await page.locator(PLAYABLE).first().click();
  }
  await awaitTurn(page);
  const hangul = /[\uAC00-\uD7A3]/;
  const log = () => page.evaluate(() => [...document.querySelectorAll('.log li')].map((li) => li.textContent).join('\n'));
  assert.match(await log(), hangul, 'the log is in Korean');
  const save = await page.evaluate(() => localStorage.getItem('jjak.save'));
  assert.doesNotMatch(save.replace(/"name":"[^"]*"/g, ''), hangul, 'the save holds keys and arguments, no Korean words');

  await page.goto(`${shared.server.url}/nl/table`);
  await page.locator('.board').waitFor();
  await awaitTurn(page);
  await noEnglish(page, 'nl', 'the Korean game in Dutch');
  const body = await page.evaluate(() => {
    const menu = document.querySelector('.languages');
    return [...document.body.querySelectorAll('main, .table-page')].map((e) => e.innerText).join('\n').replace(menu?.innerText ?? '', '');
  });
  assert.doesNotMatch(body, hangul, 'nothing Korean is left on the Dutch table');
  assert.match(await log(), /Jij|jij/, 'the player is still the one spoken to, in Dutch');
  // one wasm for both languages: the Dutch page loaded the bundle the Korean one had
  assert.equal(wasms.size, 1, [...wasms].join(', '));
  assert.deepEqual(errors, []);
  await close();
});
