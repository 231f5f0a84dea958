//! The computers' worker as the page talks to it (`public/computer-worker.js`,
//! `play::remote`): one client for the table's computer players and the replay's review.
//! It starts the worker the page's bundle declares, sends each job with that bundle's own
//! files (`ToWorker`), and hands every message back, read (`FromWorker`), or why the worker
//! broke. Dropping it stops the worker.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use jjak_words::t;

use crate::play::remote::{FromWorker, ToWorker};

pub struct WorkerClient {
    worker: web_sys::Worker,
    /// The page's module and wasm file, which the worker loads.
    files: crate::ui::dom::WorkerFiles,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl WorkerClient {
    /// Starts the page's worker; `heard` is given each of its messages, or why it broke (a
    /// message it could not read, its script failing). Why it could not start, in words.
    pub fn start(
        heard: impl FnMut(Result<FromWorker, String>) + 'static,
    ) -> Result<WorkerClient, String> {
        let (worker, files) = crate::ui::dom::page_worker()?;
        let heard = std::rc::Rc::new(std::cell::RefCell::new(heard));
        let on_message = {
            let heard = heard.clone();
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
                let text = ev.data().as_string().unwrap_or_default();
                (heard.borrow_mut())(FromWorker::parse(&text))
            })
        };
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            (heard.borrow_mut())(Err(t!(tbl_worker_broke).to_string()))
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            files,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends `job` (as `play::remote` writes one) under `id`, to be thought about for
    /// `think_ms` at most; whether the worker took it.
    pub fn send(&self, id: u64, job: String, think_ms: f64) -> bool {
        let message = ToWorker {
            js: self.files.js.clone(),
            wasm: self.files.wasm.clone(),
            words: self.files.words.clone(),
            lang: self.files.lang.to_string(),
            id,
            job,
            think_ms,
        };
        self.worker
            .post_message(&JsValue::from_str(&message.to_json()))
            .is_ok()
    }
}

impl Drop for WorkerClient {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
