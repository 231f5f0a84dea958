//! The rule lab page: pick a game, a rule set and a player count, and watch N computer games
//! played off the main thread (one worker per core, each running the app's own wasm on its
//! own run of deals, see `public/lab-worker.js`), with the draw rate, the win share by seat
//! and a chart of game lengths as they come in.

use std::cell::RefCell;
use std::rc::Rc;

use jjak_words::{t, w, Words};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::art::html::Html;
use crate::html;
use crate::teach::rule_lab::{form, read_spec, shares, Counts, LabSays};

/// The value of the lab form's control `name`.
fn value(name: &str) -> String {
    document()
        .query_selector(&format!("#lab-form [name={name}]"))
        .ok()
        .flatten()
        .and_then(|el| js_sys::Reflect::get(&el, &"value".into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// A lab worker and the handler of its messages (kept as long as the worker runs).
type LabWorker = (web_sys::Worker, Closure<dyn FnMut(web_sys::MessageEvent)>);

/// The workers of a run, one per core.
type Running = Vec<LabWorker>;

/// The lab query the form describes (`read_spec` checks it).
fn form_query() -> String {
    format!(
        "{}&players={}&ai={}&games={}&seed={}",
        value("rules"),
        value("players"),
        value("ai"),
        value("games"),
        value("seed")
    )
}

/// How many cores the browser says it has (0 if it does not say).
fn cores() -> u32 {
    window().navigator().hardware_concurrency() as u32
}

/// The handler of one worker's messages: a batch's counts are added to `totals`, which all
/// the run's workers share, and the figures in `results` drawn again, out of `target`
/// games; the first error any worker reports is shown in `error` (the others would say
/// the same).
fn on_message(
    totals: Rc<RefCell<Counts>>,
    target: u32,
    results: RwSignal<String>,
    error: RwSignal<String>,
) -> Closure<dyn FnMut(web_sys::MessageEvent)> {
    Closure::new(move |ev: web_sys::MessageEvent| {
        let text = ev.data().as_string().unwrap_or_default();
        match LabSays::parse(&text) {
            Ok(LabSays::Played(batch)) => {
                let mut totals = totals.borrow_mut();
                if totals.add(&batch) {
                    results.set(totals.render(target).into_string());
                }
            }
            Ok(LabSays::Done) => {}
            Ok(LabSays::Failed { why }) | Err(why) => {
                if error.with_untracked(String::is_empty) {
                    error.set(why);
                }
            }
        }
    })
}

/// Starts the page's worker on `message` (the query and the worker's deals; the app's
/// files are added), its messages going to `handler` (see [`on_message`]).
fn start_worker(
    mut message: serde_json::Value,
    handler: Closure<dyn FnMut(web_sys::MessageEvent)>,
) -> Result<LabWorker, &'static str> {
    let (worker, files) = crate::ui::dom::page_worker().map_err(|_| t!(ui_lab_no_worker))?;
    message["js"] = files.js.into();
    message["wasm"] = files.wasm.into();
    message["words"] = files.words.into();
    message["lang"] = files.lang.into();
    worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    let sent = worker.post_message(&JsValue::from_str(&message.to_string()));
    if sent.is_err() {
        worker.terminate();
        return Err(t!(ui_lab_not_taken));
    }
    Ok((worker, handler))
}

/// Starts one worker per core (see [`shares`]) playing its own run of the `target` games of
/// `query` in batches (one game at a time for strong computers), all adding to the figures
/// shown in `results`; if one cannot start, none runs. A worker is given its deals' own
/// numbers (deal `i` is always dealt from the seed and `i`), so the figures are the same
/// however many workers play them, and they reach `target` games played only when every
/// worker is done.
fn start_workers(
    query: &str,
    target: u32,
    strong: bool,
    results: RwSignal<String>,
    error: RwSignal<String>,
) -> Result<Running, &'static str> {
    let batch = if strong { 1 } else { 10 };
    let totals = Rc::new(RefCell::new(Counts::default()));
    let mut running = Running::new();
    for (start, count) in shares(target, cores()) {
        let message = serde_json::json!({
            "spec": query, "start": start, "count": count, "batch": batch
        });
        match start_worker(message, on_message(totals.clone(), target, results, error)) {
            Ok(w) => running.push(w),
            Err(e) => {
                stop_all(&mut running);
                return Err(e);
            }
        }
    }
    results.set(totals.borrow().render(target).into_string());
    Ok(running)
}

/// Stops every worker of a run (no message of theirs is handled after this).
fn stop_all(running: &mut Running) {
    for (worker, _) in running.drain(..) {
        worker.set_onmessage(None);
        worker.terminate();
    }
}

/// The page's title and what it is for.
pub const TITLE: Words = w!(ui_lab_title);
pub const LEAD: Words = w!(ui_lab_lead);

/// The page as the app first draws it, without its results (the first view's).
pub fn page_html() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<section class="page narrow lab-page"><h1>{}</h1><p>{}</p><div>{}</div><p class="lab-actions"><button class="button">{}</button><button class="button secondary">{}</button></p><p class="error" role="alert"></p><div class="lab-result" role="status"></div></section>"#,
        TITLE,
        LEAD,
        form(),
        t!(ui_lab_run),
        t!(ui_lab_stop)
    );
    out
}

#[component]
pub fn LabPage() -> impl IntoView {
    super::super::set_title(TITLE.text());
    let results = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let running = StoredValue::new_local(Running::new());
    let stop = move || running.update_value(stop_all);
    on_cleanup(stop);
    let run = move |_| {
        stop();
        error.set(String::new());
        let query = form_query();
        let spec = match read_spec(&query) {
            Ok(s) => s,
            Err(e) => return error.set(e.to_string()),
        };
        let strong = spec.ai.contains(&crate::ai::Level::Strong);
        match start_workers(&query, spec.games, strong, results, error) {
            Ok(r) => running.set_value(r),
            Err(e) => error.set(e.into()),
        }
    };
    view! {
        <section class="page narrow lab-page">
            <h1>{TITLE.text()}</h1>
            <p>{LEAD.text()}</p>
            <div inner_html=form().into_string()></div>
            <p class="lab-actions">
                <button class="button" on:click=run>{t!(ui_lab_run)}</button>
                <button class="button secondary" on:click=move |_| stop()>{t!(ui_lab_stop)}</button>
            </p>
            <p class="error" role="alert">{move || error.get()}</p>
            <div class="lab-result" role="status" inner_html=move || results.get()></div>
        </section>
    }
}
