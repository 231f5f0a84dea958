//! The seams the code keeps, checked in its source: what one module may not reach into.

use std::fs;
use std::path::Path;

/// The Rust files under `dir`, with their text.
fn sources(dir: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
    assert!(!out.is_empty(), "no source in {dir}");
    out
}

/// The table draws what its port feeds it and sends commands back: none of its
/// components reads or writes the application's state (the save, the game in progress)
/// or holds a session, so a replay, a friend's device or a puzzle can feed it.
#[test]
fn the_table_reads_no_application_state() {
    for (file, text) in sources("src/ui/table") {
        for word in [
            "PlayState",
            "play_state",
            "Session",
            "play::session",
            "play::save",
            "ui::settings",
        ] {
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .filter(|l| l.contains(word))
                .collect();
            assert!(code.is_empty(), "{file} reaches {word}: {code:?}");
        }
    }
}
