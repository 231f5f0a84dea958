// The rule lab's worker: plays simulated games off the page's main thread with the app's
// own WebAssembly (the page passes the addresses of its module and wasm file, and of its
// words, the catalog of its language: src/words), in batches,
// posting what it says as JSON (src/teach/rule_lab.rs, `LabSays`): each batch's counts
// ({"played": …}), then "done", or why it cannot ({"failed": {"why": …}}). It plays the
// `count` deals from deal `start` (0 if not given): the page shares a run's deals among
// one worker per core, and deal numbers are absolute, so the figures never depend on how
// many workers play them.
let lab = null;

onmessage = async (event) => {
  const { js, wasm, words, lang, spec, start = 0, count, batch } = JSON.parse(event.data);
  try {
    if (!lab) {
      const [module, text] = await Promise.all([import(js), fetch(words).then((r) => r.text())]);
      await module.default({ module_or_path: wasm });
      const why = module.use_words(lang, text);
      if (why) throw new Error(why);
      lab = module;
    }
    const end = start + count;
    for (let from = start; from < end; from += batch) {
      const said = lab.lab_batch(spec, from, Math.min(batch, end - from));
      postMessage(said);
      if (JSON.parse(said).failed) return;
    }
    postMessage(JSON.stringify('done'));
  } catch (error) {
    postMessage(JSON.stringify({ failed: { why: 'The lab could not run in this browser (' + error + ').' } }));
  }
};
