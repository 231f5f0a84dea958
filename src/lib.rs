//! Jjak (짝, "pair"): traditional pair-matching tile games.
//!
//! The rules live in the crate `jjak-engine` (`src/engine`) and the computer players in
//! `jjak-ai` (`src/ai`): crates of their own, so the compiler keeps them free of
//! everything above. Here they are named `engine` and `ai`. This crate adds `art` (the
//! tiles as SVG markup), `play` (a game in progress, saved and shown as a table model),
//! `teach` (rules pages and widgets) and `lab` (simulations); all pure Rust and tested
//! natively. `ui` is the Leptos app and exists only on wasm32.

pub use jjak_ai as ai;
pub use jjak_engine as engine;

pub mod art;
pub mod decimal;
pub mod lab;
pub mod play;
pub mod points;
pub mod site;
pub mod teach;

#[cfg(target_arch = "wasm32")]
pub mod ui;

/// `use_words`, exported by every bundle whose code a worker or the build runs away from
/// the page (the computers' and the rule lab's workers, tools/site.mjs): they speak the
/// page's language once they have its catalog. Used once at the top of the bundle's
/// binary (with the computers' worker exports, or alone).
#[macro_export]
macro_rules! words_exports {
    () => {
        /// Speaks `lang` with its catalog `text` (the page's words file); why not, or "".
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn use_words(lang: &str, text: String) -> String {
            jjak_words::use_language(lang, text)
                .err()
                .unwrap_or_default()
        }
    };
}
