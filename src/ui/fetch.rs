//! Reading a text file of the site (a rules page's prose) with the browser's fetch.

use jjak_words::t;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url`, or a sentence saying why it could not be read.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |what: &str| t!(ui_fetch_failed, what = what);
    let window = web_sys::window().ok_or_else(|| failed(t!(ui_fetch_no_window)))?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| failed(t!(ui_fetch_no_answer)))?
        .dyn_into::<web_sys::Response>()
        .map_err(|_| failed(t!(ui_fetch_not_response)))?;
    if !response.ok() {
        return Err(failed(&t!(ui_fetch_status, status = response.status())));
    }
    let text = response.text().map_err(|_| failed(t!(ui_fetch_no_text)))?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| failed(t!(ui_fetch_no_text)))
}
