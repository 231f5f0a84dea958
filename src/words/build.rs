//! Writes `msg.rs`: one module per message of the build's language (the `ko` or `nl`
//! feature, English without), from the catalogs in `en/`, `ko/` and `nl/` (format:
//! `catalog.rs`). English fixes every message's key and arguments; a key missing from the
//! build's language, or an argument English does not give, stops the build.

#[path = "catalog.rs"]
mod catalog;

use catalog::{Entry, Seg};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// Every entry of a language's catalog files, by key, then form.
fn read(dir: &Path) -> BTreeMap<String, Vec<Entry>> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| f.expect("a catalog file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
    for f in files {
        println!("cargo:rerun-if-changed={}", f.display());
        let src = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for e in catalog::parse(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display())) {
            let forms = out.entry(e.key.clone()).or_default();
            if forms.iter().any(|x| x.form == e.form) {
                panic!("{}: `{}` is given in two files", f.display(), e.key);
            }
            forms.push(e);
        }
    }
    out
}

fn segs(lang: &str, key: &str, text: &str) -> Vec<Seg> {
    catalog::segments(text).unwrap_or_else(|e| panic!("{lang} `{key}`: {e}"))
}

/// The statements writing `segs` into `s`.
fn body(segs: &[Seg]) -> String {
    let mut out = String::new();
    for seg in segs {
        match seg {
            Seg::Lit(l) => writeln!(out, "s.push_str({l:?});").unwrap(),
            Seg::Arg {
                name,
                particle: None,
            } => writeln!(out, "crate::put(&mut s, a.{name});").unwrap(),
            Seg::Arg {
                name,
                particle: Some((c, v)),
            } => writeln!(out, "crate::put_particle(&mut s, a.{name}, {c:?}, {v:?});").unwrap(),
        }
    }
    out
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lang = if std::env::var_os("CARGO_FEATURE_KO").is_some() {
        "ko"
    } else if std::env::var_os("CARGO_FEATURE_NL").is_some() {
        "nl"
    } else {
        "en"
    };
    println!("cargo:rerun-if-changed=catalog.rs");
    let en = read(&root.join("en"));
    let chosen = if lang == "en" {
        en.clone()
    } else {
        read(&root.join(lang))
    };
    let mut missing = Vec::new();
    let mut code = format!("pub const LANG: &str = {lang:?};\n");
    for (key, en_forms) in &en {
        let plural = en_forms.iter().any(|e| e.form.is_some());
        if plural
            && !(en_forms.iter().any(|e| e.form.as_deref() == Some("one"))
                && en_forms.iter().any(|e| e.form.as_deref() == Some("other")))
        {
            panic!("en `{key}`: a plural message gives [one] and [other]");
        }
        if plural && en_forms.iter().any(|e| e.form.is_none()) {
            panic!("en `{key}`: a plural message gives only [one] and [other]");
        }
        let mut args: Vec<String> = Vec::new();
        for e in en_forms {
            for a in catalog::arguments(&segs("en", key, &e.text)) {
                if !args.contains(&a) {
                    args.push(a);
                }
            }
        }
        if plural && !args.iter().any(|a| a == "n") {
            panic!("en `{key}`: a plural message is chosen by its argument {{n}}");
        }
        let Some(forms) = chosen.get(key) else {
            missing.push(key.clone());
            continue;
        };
        let form = |f: &str| {
            forms
                .iter()
                .find(|e| e.form.as_deref() == Some(f))
                .or_else(|| forms.iter().find(|e| e.form.is_none()))
                .or_else(|| forms.iter().find(|e| e.form.as_deref() == Some("other")))
                .map(|e| segs(lang, key, &e.text))
        };
        let (one, other) = (form("one"), form("other"));
        let (Some(one), Some(other)) = (one, other) else {
            missing.push(key.clone());
            continue;
        };
        for s in [&one, &other] {
            for a in catalog::arguments(s) {
                if !args.contains(&a) {
                    panic!("{lang} `{key}`: {{{a}}} is not an argument of the English message");
                }
            }
        }
        let name = key.replace('-', "_");
        if args.is_empty() {
            let text = match &other[..] {
                [Seg::Lit(l)] => l.clone(),
                [] => String::new(),
                _ => unreachable!(),
            };
            writeln!(
                code,
                "pub mod {name} {{ pub const TEXT: &str = {text:?}; }}"
            )
            .unwrap();
            continue;
        }
        writeln!(code, "pub mod {name} {{\n#[allow(unused_imports)] use core::fmt::Display;\npub struct Args<'a> {{").unwrap();
        for a in &args {
            let ty = if plural && a == "n" {
                "dyn crate::Count"
            } else {
                "dyn Display"
            };
            writeln!(code, "pub {a}: &'a {ty},").unwrap();
        }
        writeln!(
            code,
            "}}\npub fn text(a: Args<'_>) -> String {{\nlet mut s = String::new();"
        )
        .unwrap();
        if plural && one != other {
            writeln!(
                code,
                "if crate::is_one(a.n.count()) {{\n{}}} else {{\n{}}}",
                body(&one),
                body(&other)
            )
            .unwrap();
        } else {
            code.push_str(&body(&other));
        }
        writeln!(code, "s\n}}\n}}").unwrap();
    }
    if !missing.is_empty() {
        panic!(
            "{lang}: {} message(s) have no {lang} text: {}",
            missing.len(),
            missing.join(", ")
        );
    }
    for key in chosen.keys() {
        if !en.contains_key(key) {
            println!("cargo:warning={lang} `{key}` is not an English message (left out)");
        }
    }
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("msg.rs");
    std::fs::write(out, code).unwrap();
}
