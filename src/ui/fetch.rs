//! Reading a text file of the site (a rules page's prose, a record) with the browser's
//! fetch.

use jjak_words::t;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Why a file could not be read: the caller names the file and says what it was for.
#[derive(Clone, Debug, PartialEq)]
pub enum FetchError {
    /// No answer came (the connection, or the browser refused).
    NoAnswer,
    /// The site answered with this status (404: there is no such file).
    Status(u16),
    /// The answer held no text.
    NoText,
}

impl FetchError {
    /// What happened, in a few words ("no answer", "status 404").
    pub fn cause(&self) -> String {
        match self {
            FetchError::NoAnswer => t!(ui_fetch_no_answer).into(),
            FetchError::Status(status) => t!(ui_fetch_status, status = status),
            FetchError::NoText => t!(ui_fetch_no_text).into(),
        }
    }

    /// The sentence for a page that could not be loaded.
    pub fn page_not_loaded(&self) -> String {
        t!(ui_fetch_failed, what = self.cause())
    }
}

/// The text at `url`.
pub async fn fetch_text(url: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::NoAnswer)?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| FetchError::NoAnswer)?
        .dyn_into::<web_sys::Response>()
        .map_err(|_| FetchError::NoAnswer)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let text = response.text().map_err(|_| FetchError::NoText)?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(FetchError::NoText)
}
