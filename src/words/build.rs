//! Checks the catalogs (`en/`, `ko/`, `nl/`: Fluent, the subset `shape.rs` describes)
//! and writes `msg.rs`: one module per message, with the message's key and its arguments
//! as Rust types, so a call that leaves out an argument or passes text where a message
//! chooses by a number does not compile. Every language gives every English message,
//! with the same arguments, used the same way; a catalog that does not stops the build.
//! Each language's catalog is also written whole (`<lang>.ftl`, for the tests) and
//! compiled (`<lang>.json`, `compiled.rs`), which a native build carries (the lab, the
//! tests); the web app loads its page's language as a file (`jjak-words LANG`, written
//! by tools/site.mjs).

#[path = "shape.rs"]
mod shape;

#[path = "compiled.rs"]
mod compiled;

use shape::Kind;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

const LANGUAGES: [&str; 3] = ["en", "ko", "nl"];

/// A language's catalog: its files, in name order, one after the other.
fn catalog(dir: &Path) -> String {
    println!("cargo:rerun-if-changed={}", dir.display());
    compiled::source(dir, |f| println!("cargo:rerun-if-changed={}", f.display()))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = std::env::var("OUT_DIR").unwrap();
    println!("cargo:rerun-if-changed=shape.rs");
    println!("cargo:rerun-if-changed=compiled.rs");
    let sources: Vec<String> = LANGUAGES.iter().map(|l| catalog(&root.join(l))).collect();
    let mut shapes: Vec<BTreeMap<&str, BTreeMap<String, Kind>>> = Vec::new();
    for (lang, source) in LANGUAGES.iter().zip(&sources) {
        let messages = shape::messages(source).unwrap_or_else(|e| panic!("{lang}: {e}"));
        let mut by_key = BTreeMap::new();
        for (key, pattern) in &messages {
            let args = shape::arguments(pattern).unwrap_or_else(|e| panic!("{lang} `{key}`: {e}"));
            by_key.insert(*key, args);
        }
        shapes.push(by_key);
        std::fs::write(Path::new(&out_dir).join(format!("{lang}.ftl")), source).unwrap();
        let json = compiled::to_json(source).unwrap_or_else(|e| panic!("{lang}: {e}"));
        std::fs::write(Path::new(&out_dir).join(format!("{lang}.json")), json).unwrap();
    }
    let mut problems = Vec::new();
    let mut code = String::new();
    for (key, en_args) in &shapes[0] {
        // the arguments as every language uses them: a number or a player if any
        // language chooses by it
        let mut args = en_args.clone();
        for (lang, shape) in LANGUAGES.iter().zip(&shapes).skip(1) {
            let Some(theirs) = shape.get(key) else {
                problems.push(format!("{lang} has no `{key}`"));
                continue;
            };
            let (ours, other): (Vec<_>, Vec<_>) = (args.keys().collect(), theirs.keys().collect());
            if ours != other {
                problems.push(format!("{lang} `{key}` takes {other:?}, English {ours:?}"));
                continue;
            }
            for (name, kind) in theirs {
                let was = args.get_mut(name).expect("the same names");
                match (*was, *kind) {
                    (a, b) if a == b => {}
                    (Kind::Shown, k) => *was = k,
                    (_, Kind::Shown) => {}
                    (a, b) => problems.push(format!("`{key}` ${name}: {a:?} and {b:?}")),
                }
            }
        }
        let name = key.replace('-', "_");
        if args.is_empty() {
            writeln!(
                code,
                "pub mod {name} {{ pub const KEY: &str = {key:?}; pub const ARGS: &[&str] = &[]; pub const WORDS: crate::Words = crate::Words(KEY);\n#[inline] pub fn text() -> &'static str {{ crate::plain(KEY) }} }}"
            )
            .unwrap();
            continue;
        }
        let names: Vec<&String> = args.keys().collect();
        writeln!(
            code,
            "pub mod {name} {{ pub const KEY: &str = {key:?}; pub const ARGS: &[&str] = &{names:?};\npub struct Args<'a> {{"
        )
        .unwrap();
        for (arg, kind) in &args {
            let ty = match kind {
                Kind::Shown => "dyn core::fmt::Display",
                Kind::Counted => "dyn crate::Count",
                Kind::Person => "dyn crate::Addressee",
            };
            writeln!(code, "pub {arg}: &'a {ty},").unwrap();
        }
        write!(
            code,
            "}}\npub fn text(a: Args<'_>) -> String {{ crate::format(KEY, &["
        )
        .unwrap();
        for (arg, kind) in &args {
            let value = match kind {
                Kind::Shown => format!("crate::Value::Shown(a.{arg})"),
                Kind::Counted => format!("crate::Value::Number(a.{arg}.count())"),
                Kind::Person => format!("crate::Value::Person(a.{arg})"),
            };
            write!(code, "({arg:?}, {value}), ").unwrap();
        }
        writeln!(code, "]) }} }}").unwrap();
    }
    for (lang, shape) in LANGUAGES.iter().zip(&shapes).skip(1) {
        for key in shape.keys() {
            if !shapes[0].contains_key(key) {
                problems.push(format!("{lang} `{key}` is not an English message"));
            }
        }
    }
    if !problems.is_empty() {
        panic!("the catalogs disagree:\n{}", problems.join("\n"));
    }
    std::fs::write(Path::new(&out_dir).join("msg.rs"), code).unwrap();
}
