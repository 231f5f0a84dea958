// The rule lab's worker: plays simulated games off the page's main thread with the app's
// own WebAssembly (the page passes the addresses of its module and wasm file), in batches,
// posting the counts of each batch ("w:…"), then "done", or an error ("e:…").
let lab = null;

onmessage = async (event) => {
  const { js, wasm, spec, count, batch } = JSON.parse(event.data);
  try {
    if (!lab) {
      lab = await import(js);
      await lab.default({ module_or_path: wasm });
    }
    for (let from = 0; from < count; from += batch) {
      const words = lab.lab_batch(spec, from, Math.min(batch, count - from));
      postMessage(words);
      if (words.startsWith('e:')) return;
    }
    postMessage('done');
  } catch (error) {
    postMessage('e:The lab could not run in this browser (' + error + ').');
  }
};
