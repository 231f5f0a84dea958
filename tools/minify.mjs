// Minifies the bundles' JavaScript glue in place (the Trunk.toml hook, after each build):
// Trunk's own minifier cannot read wasm-bindgen's ES module glue (`export default`), so
// the glue shipped with its comments and long names. terser reads it as a module.
//
//   node tools/minify.mjs FILE.js …
import { readFile, writeFile } from 'node:fs/promises';
import { minify } from 'terser';

for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8');
  const { code } = await minify(source, { module: true, compress: true, mangle: true });
  await writeFile(file, code);
}
