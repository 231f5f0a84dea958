// The computer players' worker: decides computer moves off the page's main thread with the
// app's own WebAssembly (the page passes the addresses of its module and wasm file). Each
// job is one decision: the page sends the seat's position (other seats' hidden tiles
// replaced by an imagined deal) and how long it may think. The worker answers, one line
// each, "<id> p:<deals>" while thinking, then "<id> r:<move>"; or "<id> e:<why>".
let app = null;

onmessage = async (event) => {
  const { js, wasm, id, job, think_ms } = JSON.parse(event.data);
  const say = (words) => postMessage(id + ' ' + words);
  try {
    if (!app) {
      app = await import(js);
      await app.default({ module_or_path: wasm });
    }
    const began = performance.now();
    let words = app.computer_start(job);
    while (words.startsWith('p:')) {
      say(words);
      words = app.computer_think(15, performance.now() - began >= think_ms);
    }
    say(words);
  } catch (error) {
    say('e:the worker could not run (' + error + ')');
  }
};
