// What the bundles carry, checked in the built wasm: the code some parts of the app are
// written to keep out of every bundle (docs/PERFORMANCE.md, "What the bundles keep out"),
// each bundle within its guard rail, and the memory layout `--low-memory-unused` relies on.
// A comment in the code says why a part is written as it is; this test is what holds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// (cargo's output, before wasm-bindgen and wasm-opt, still names its functions)
const BUILT = 'target/wasm32-unknown-unknown/wasm-release';
// (one build of each serves every language: src/site.rs)
const BUNDLES = ['jjak', 'jjak-learn', 'jjak-embed', 'jjak-replay', 'jjak-link', 'jjak-practice'];

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** A wasm file's sections: [{ id, name (custom sections), start, end }]. */
function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    let name = null;
    if (id == 0) {
      const [length, from] = leb(bytes, start);
      name = new TextDecoder().decode(bytes.subarray(from, from + length));
    }
    out.push({ id, name, start, end: start + size });
    at = start + size;
  }
  return out;
}

/** The function names of a wasm file's `name` section. */
function functionNames(bytes) {
  const section = sections(bytes).find((s) => s.name == 'name');
  if (!section) return [];
  let [length, at] = leb(bytes, section.start);
  at += length;
  const names = [];
  while (at < section.end) {
    const sub = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    if (sub == 1) {
      let [count, p] = leb(bytes, start);
      for (let i = 0; i < count; i++) {
        let n;
        [, p] = leb(bytes, p);
        [n, p] = leb(bytes, p);
        names.push(new TextDecoder().decode(bytes.subarray(p, p + n)));
        p += n;
      }
    }
    at = start + size;
  }
  return names;
}

/** What each part of the app is written to keep out of the bundles, by the functions
 *  that would come with it. */
const KEPT_OUT = [
  ['std sorts (engine::short_sort; a collect into a BTreeMap sorts too)', /driftsort|ipnsort|quicksort|heapsort/],
  ["core's float formatting (src/decimal.rs; ai::search's chance)", /flt2dec|float_to_decimal|float_to_exponential/],
  ['Unicode case tables (play::words::sentence)', /unicode_data.*conversions/],
  ['trigonometry (art::mahjong: the petals from a table)', /^(sin|cos|__sin|__cos|__rem_pio2)$/],
  ["serde's buffering (untagged, internally tagged or flattened types: engine::text::Text, play::remote)", /ContentDeserializer|ContentRefDeserializer|ContentVisitor|FlatMapDeserializer/],
  ['the panic hook in a release build (ui::mount_site)', /console_error_panic_hook/],
  // (Fluent's parser, fluent_syntax, reads the page's catalog: src/words)
  ['a router crate (ui::router) and a Fluent runtime (jjak_words resolves messages itself)', /leptos_router|fluent_bundle|intl_pluralrules|unic_langid/],
];

// (each pattern known to match what it stands for: names as rustc writes them)
test('each kept-out pattern matches the code it stands for', () => {
  const examples = [
    'core::slice::sort::stable::driftsort_main::h0123',
    'core::num::flt2dec::strategy::grisu::format_shortest_opt::h0123',
    'core::unicode::unicode_data::conversions::to_upper::h0123',
    'sin',
    'serde::__private::de::content::ContentVisitor::new::h0123',
    'console_error_panic_hook::hook::h0123',
    'fluent_bundle::bundle::FluentBundle::format_pattern::h0123',
  ];
  KEPT_OUT.forEach(([what, pattern], i) => assert.ok(pattern.test(examples[i]), what));
});

test('the bundles keep out what the app is written to keep out', async () => {
  for (const bundle of BUNDLES) {
    const names = functionNames(await readFile(join(BUILT, `${bundle}.wasm`)));
    // (a bundle built without names would pass every pattern)
    assert.ok(names.length > 1000 && names.some((n) => n.includes('short_sort')), `${bundle}: names read`);
    for (const [what, pattern] of KEPT_OUT) {
      const found = names.filter((n) => pattern.test(n));
      assert.deepEqual(found.slice(0, 3), [], `${bundle} carries ${what}`);
    }
    // the game in progress never reads a kept game (it is kept as text: play::save)
    if (bundle == 'jjak') {
      assert.deepEqual(names.filter((n) => n.includes('KeptGame')).slice(0, 3), [], `${bundle}: a kept game's reader`);
    }
  }
});

/** Each bundle's guard rail, gzipped (the journeys' rails, docs/PERFORMANCE.md: the first
 *  game 450 KB, a widget's frame 200 KB, with their pages and styles; the bundle alone
 *  stays inside; a game with a friend, the table and the connection, 560 KB). */
const RAIL_KB = { jjak: 450, 'jjak-learn': 400, 'jjak-replay': 450, 'jjak-embed': 200, 'jjak-link': 560, 'jjak-practice': 450 };

/** The built site's wasm files, each with its bundle's name. */
async function builtBundles() {
  const out = [];
  for (const folder of ['dist']) {
    for (const f of await readdir(folder)) {
      const m = /^(jjak(?:-(?:learn|embed|replay|link|practice))?)(?:-[0-9a-f]+)?_bg\.wasm$/.exec(f);
      if (m) out.push({ bundle: m[1], file: join(folder, f) });
    }
  }
  return out;
}

test('every bundle stays inside its guard rail', async () => {
  const built = await builtBundles();
  assert.equal(built.length, BUNDLES.length);
  for (const { bundle, file } of built) {
    const kb = gzipSync(await readFile(file), { level: 9 }).length / 1024;
    assert.ok(kb <= RAIL_KB[bundle], `${file}: ${kb.toFixed(1)} KB gzipped, the rail ${RAIL_KB[bundle]} KB`);
  }
});

/** The first defined global's i32 start value (wasm-bindgen's stack pointer) and the
 *  lowest offset of an active data segment. */
function layout(bytes) {
  const all = sections(bytes);
  const globals = all.find((s) => s.id == 6);
  let [count, at] = leb(bytes, globals.start);
  assert.ok(count > 0);
  // (type i32, mutable, `i32.const N`)
  assert.deepEqual([bytes[at], bytes[at + 1], bytes[at + 2]], [0x7f, 1, 0x41]);
  const stack = signedLeb(bytes, at + 3);
  const data = all.find((s) => s.id == 11);
  [count, at] = leb(bytes, data.start);
  let lowest = Infinity;
  for (let i = 0; i < count; i++) {
    let flags;
    [flags, at] = leb(bytes, at);
    if (flags == 1) {
      // passive: no offset
    } else {
      if (flags == 2) [, at] = leb(bytes, at);
      assert.equal(bytes[at], 0x41, 'an i32.const offset');
      const offset = signedLeb(bytes, at + 1);
      lowest = Math.min(lowest, offset);
      at = skipLeb(bytes, at + 1) + 1; // (the expression's `end`)
    }
    let size;
    [size, at] = leb(bytes, at);
    at += size;
  }
  return { stack, lowest };
}

function signedLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let b;
  do {
    b = bytes[at++];
    value |= (b & 0x7f) << shift;
    shift += 7;
  } while (b & 0x80);
  return shift < 32 && b & 0x40 ? value | (-1 << shift) : value;
}

function skipLeb(bytes, at) {
  while (bytes[at] & 0x80) at++;
  return at + 1;
}

// wasm-opt's --low-memory-unused (index.html) assumes nothing lives in the first 1 KB of
// memory: true while the stack comes first, growing down towards 0 from where the data
// starts.
test('the stack comes first in memory, as --low-memory-unused assumes', async () => {
  for (const { file } of await builtBundles()) {
    const { stack, lowest } = layout(await readFile(file));
    assert.ok(stack >= 1024, `${file}: the stack starts at ${stack}`);
    assert.equal(stack, lowest, `${file}: the data starts at ${lowest}, the stack at ${stack}`);
  }
});
