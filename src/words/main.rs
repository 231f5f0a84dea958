//! `jjak-words LANG`: the catalog of LANG compiled for the app (`compiled.rs`), on standard
//! output: the words file tools/site.mjs writes beside the bundles. (A native tool: it
//! reads the catalogs where the sources are.)

#[path = "shape.rs"]
mod shape;

#[path = "compiled.rs"]
mod compiled;

fn main() {
    let lang = std::env::args().nth(1).unwrap_or_default();
    if !["en", "ko", "nl"].contains(&lang.as_str()) {
        eprintln!("usage: jjak-words en|ko|nl");
        std::process::exit(2);
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&lang);
    match compiled::source(&dir, |_| {}).and_then(|s| compiled::to_json(&s)) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("{lang}: {e}");
            std::process::exit(1);
        }
    }
}
