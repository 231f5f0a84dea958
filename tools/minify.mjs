// Minifies JavaScript in place (the Trunk.toml hook, after each build): the bundles' glue,
// which Trunk's own minifier cannot read (wasm-bindgen's ES module, `export default`), so
// it shipped with its comments and long names; and, after --script, classic scripts (the
// service worker and the workers), which Trunk copies as they are: nothing else reads
// their names, so their top-level names are shortened too.
//
//   node tools/minify.mjs MODULE.js … [--script SCRIPT.js …]
import { readFile, writeFile } from 'node:fs/promises';
import { minify } from 'terser';

let module = true;
for (const file of process.argv.slice(2)) {
  if (file == '--script') {
    module = false;
    continue;
  }
  const source = await readFile(file, 'utf8');
  const { code } = await minify(source, { module, toplevel: true, compress: true, mangle: true });
  await writeFile(file, code);
}
