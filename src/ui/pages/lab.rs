//! The rule lab page: pick a game, a rule set and a player count, and watch N computer games
//! played off the main thread (a worker running the app's own wasm, see
//! `public/lab-worker.js`), with the draw rate, the win share by seat and a chart of game
//! lengths as they come in.

use jjak_words::t;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::art::html::Html;
use crate::html;
use crate::teach::rule_lab::{form, read_spec, Totals};

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

type Running = (web_sys::Worker, Closure<dyn FnMut(web_sys::MessageEvent)>);

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

/// Starts a worker playing `target` games of `query` in batches (one game at a time for
/// strong computers); each batch is added to the figures shown in `results`.
fn start_worker(
    query: &str,
    target: u32,
    strong: bool,
    results: RwSignal<String>,
    error: RwSignal<String>,
) -> Result<Running, &'static str> {
    let Some((js, wasm)) = crate::ui::dom::app_files("learn") else {
        return Err(t!(ui_lab_no_files));
    };
    let worker =
        crate::ui::dom::module_worker("lab-worker.js").map_err(|_| t!(ui_lab_no_worker))?;
    let mut totals = Totals::default();
    results.set(totals.render(target).into_string());
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            if let Some(words) = text.strip_prefix("w:") {
                if totals.add(words) {
                    results.set(totals.render(target).into_string());
                }
            } else if let Some(e) = text.strip_prefix("e:") {
                error.set(e.to_string());
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let batch = if strong { 1 } else { 10 };
    let message = serde_json::json!({
        "js": js, "wasm": wasm, "spec": query, "count": target, "batch": batch
    });
    worker
        .post_message(&JsValue::from_str(&message.to_string()))
        .map_err(|_| t!(ui_lab_not_taken))?;
    Ok((worker, on_message))
}

/// The page's title and what it is for.
pub const TITLE: &str = t!(ui_lab_title);
pub const LEAD: &str = t!(ui_lab_lead);

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
    super::super::set_title(TITLE);
    let results = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let running = StoredValue::new_local(None::<Running>);
    let stop = move || {
        running.update_value(|r| {
            if let Some((w, _)) = r.take() {
                w.terminate();
            }
        })
    };
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
        match start_worker(&query, spec.games, strong, results, error) {
            Ok(r) => running.set_value(Some(r)),
            Err(e) => error.set(e.into()),
        }
    };
    view! {
        <section class="page narrow lab-page">
            <h1>{TITLE}</h1>
            <p>{LEAD}</p>
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
