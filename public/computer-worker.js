// The computer players' worker: decides computer moves off the page's main thread with the
// app's own WebAssembly (the page passes the addresses of its module and wasm file, and of
// its words, the catalog of its language, which the wasm speaks: src/words). Each
// job is one decision: the page sends the game's record and whose decision it is, as a
// `ToWorker` (src/play/remote.rs); the wasm imagines the tiles hidden from that seat.
// What the wasm says is JSON (`WorkerSays`: {thinking}, {decided} or {failed}); this glue
// posts it with the job's id, as a `FromWorker`: {id, says}.
let app = null;

onmessage = async (event) => {
  const { js, wasm, words, lang, id, job, think_ms } = JSON.parse(event.data);
  const say = (said) => postMessage(JSON.stringify({ id, says: said }));
  try {
    if (!app) {
      const [module, text] = await Promise.all([import(js), fetch(words).then((r) => r.text())]);
      await module.default({ module_or_path: wasm });
      const why = module.use_words(lang, text);
      if (why) throw new Error(why);
      app = module;
    }
    const began = performance.now();
    let said = JSON.parse(app.computer_start(job));
    while (said.thinking) {
      say(said);
      said = JSON.parse(app.computer_think(15, performance.now() - began >= think_ms));
    }
    say(said);
  } catch (error) {
    say({ failed: { why: 'the worker could not run (' + error + ')' } });
  }
};
