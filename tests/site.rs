//! The lists Cargo and Trunk read before any of the app runs, checked against the site's
//! one declaration (`jjak::site`): every bundle has its Cargo binary and its link in
//! `index.html`, built once for every language, and nothing else is built.

use std::fs;

use jjak::site::{Bundle, LANGUAGES};

fn read(path: &str) -> String {
    fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// The value of `attr` in a tag (`data-bin="jjak"`).
fn attr<'a>(tag: &'a str, attr: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {attr}=\""))? + attr.len() + 3;
    tag[start..].split('"').next()
}

/// Trunk's bundle links in `index.html`: (binary, folder, built as a worker), in order.
fn trunk_bundles() -> Vec<(String, String, bool)> {
    read("index.html")
        .split("<link ")
        .skip(1)
        .filter(|tag| tag.contains(r#"rel="rust""#))
        .map(|tag| {
            let bin = attr(tag, "data-bin").expect("a bundle link names its binary");
            let folder = attr(tag, "data-target-path").unwrap_or("");
            let worker = attr(tag, "data-type") == Some("worker");
            (bin.to_string(), folder.to_string(), worker)
        })
        .collect()
}

/// Each bundle is built once, for every language, at the app's root; Trunk's one loader is
/// the Play bundle's (the first link, the only one not a "worker").
#[test]
fn index_html_builds_every_bundle_the_site_declares() {
    let mut declared: Vec<(String, String, bool)> = Bundle::ALL
        .iter()
        .map(|b| (b.bin(), String::new(), *b != Bundle::Play))
        .collect();
    let mut linked = trunk_bundles();
    assert_eq!(linked[0], ("jjak".to_string(), String::new(), false));
    linked.sort();
    declared.sort();
    assert_eq!(linked, declared);
    let html = read("index.html");
    for lang in &LANGUAGES[1..] {
        assert!(
            html.contains(&format!(r#"href="public/{lang}""#)),
            "{lang}'s own files"
        );
    }
}

/// Every bundle's binary is a Cargo binary of the app's package.
#[test]
fn cargo_builds_every_bundle() {
    let manifest = read("Cargo.toml");
    for bundle in Bundle::ALL {
        let bin = bundle.bin();
        assert!(
            manifest.contains(&format!("[[bin]]\nname = \"{bin}\"")),
            "no binary {bin}"
        );
    }
}

/// The page's script and the service worker name the languages where the build writes
/// them in (`tools/site.mjs`); the workers the bundles start are files of the site.
#[test]
fn the_build_has_a_place_for_the_declared_lists() {
    assert!(read("index.html").contains(r#"<meta name="jjak-languages" content=""#));
    assert!(read("public/sw.js").contains("\nconst FOLDERS = ["));
    for bundle in Bundle::ALL {
        if let Some(worker) = bundle.worker() {
            assert!(
                fs::metadata(format!("{}/public/{worker}", env!("CARGO_MANIFEST_DIR"))).is_ok()
            );
        }
    }
}
