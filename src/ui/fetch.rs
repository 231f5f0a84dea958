//! Reading a text file of the site (a rules page's prose) with the browser's fetch.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url`, or a sentence saying why it could not be read.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |what: &str| {
        format!("The page could not be loaded ({what}). Check the connection and reload.")
    };
    let window = web_sys::window().ok_or_else(|| failed("no window"))?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| failed("no answer"))?
        .dyn_into::<web_sys::Response>()
        .map_err(|_| failed("not a response"))?;
    if !response.ok() {
        return Err(failed(&format!("status {}", response.status())));
    }
    let text = response.text().map_err(|_| failed("no text"))?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| failed("no text"))
}
