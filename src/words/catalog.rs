//! The catalogs' format, read by the build (`build.rs`, which writes the [`crate::msg`]
//! module of the chosen language) and by the tests (every key in every language).
//!
//! A catalog is a folder per language (`en/`, `ko/`, `nl/`) of `.ftl` files:
//!
//! ```text
//! # a comment
//! table-threw = {name} threw {tile}.
//! tiles-left[one] = {n} tile left
//! tiles-left[other] = {n} tiles left
//! ko-only = {name|이/가} 버렸다.
//! long-one = A first line
//!     continued on an indented line (joined with a newline).
//! ```
//!
//! - A key is lowercase letters, digits and `-`, starting with a letter; code names it
//!   with `_` for `-` (`t!(table_threw, name = …, tile = …)`).
//! - `{name}` is an argument. `{{` and `}}` are a brace.
//! - `[one]` / `[other]` are the plural forms, chosen by the argument `n` (English and
//!   Dutch: one when n is 1; Korean writes no plural and gives the key alone).
//! - `{name|이/가}` (Korean) writes the argument followed by the first particle after a
//!   final consonant, the second after a vowel: 이/가, 을/를, 은/는, 과/와, 으로/로.

/// One `key = text` line (with its continuation lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub key: String,
    /// `Some("one")` / `Some("other")` for a plural form.
    pub form: Option<String>,
    pub text: String,
    pub line: usize,
}

/// A piece of a message's text.
#[derive(Clone, Debug, PartialEq)]
pub enum Seg {
    Lit(String),
    /// An argument, with the particle pair written after it (Korean).
    Arg {
        name: String,
        particle: Option<(String, String)>,
    },
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

fn valid_key(key: &str) -> bool {
    key.starts_with(|c: char| c.is_ascii_lowercase())
        && key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !key.ends_with('-')
        && !KEYWORDS.contains(&key.replace('-', "_").as_str())
}

/// Reads one catalog file. Errors name the line.
pub fn parse(src: &str) -> Result<Vec<Entry>, String> {
    let mut out: Vec<Entry> = Vec::new();
    for (i, raw) in src.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() || raw.trim_start().starts_with('#') {
            continue;
        }
        if raw.starts_with([' ', '\t']) {
            let Some(last) = out.last_mut() else {
                return Err(format!("line {line}: a continuation line before any key"));
            };
            last.text.push('\n');
            last.text.push_str(raw.trim());
            continue;
        }
        let Some((head, text)) = raw.split_once('=') else {
            return Err(format!("line {line}: expected `key = text`"));
        };
        let head = head.trim();
        let (key, form) = match head.split_once('[') {
            Some((k, f)) => {
                let f = f.strip_suffix(']').unwrap_or("");
                if f != "one" && f != "other" {
                    return Err(format!("line {line}: a plural form is [one] or [other]"));
                }
                (k.trim(), Some(f.to_string()))
            }
            None => (head, None),
        };
        if !valid_key(key) {
            return Err(format!(
                "line {line}: `{key}` is not a key (lowercase letters, digits and -, not a Rust keyword)"
            ));
        }
        if out.iter().any(|e| e.key == key && e.form == form) {
            return Err(format!("line {line}: `{head}` is given twice"));
        }
        out.push(Entry {
            key: key.to_string(),
            form,
            text: text.trim().to_string(),
            line,
        });
    }
    Ok(out)
}

/// Splits a message's text into literal text and arguments.
pub fn segments(text: &str) -> Result<Vec<Seg>, String> {
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                lit.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                lit.push('}');
            }
            '{' => {
                let mut inner = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => inner.push(c),
                        None => return Err(format!("`{{{inner}` is not closed")),
                    }
                }
                let (name, particle) = match inner.split_once('|') {
                    Some((n, p)) => {
                        let Some((a, b)) = p.split_once('/') else {
                            return Err(format!("`{{{inner}}}`: a particle is written 이/가"));
                        };
                        (n.trim(), Some((a.trim().to_string(), b.trim().to_string())))
                    }
                    None => (inner.trim(), None),
                };
                if name.is_empty()
                    || !name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                    || !name.starts_with(|c: char| c.is_ascii_lowercase())
                    || KEYWORDS.contains(&name)
                {
                    return Err(format!("`{{{inner}}}`: an argument is a lowercase name"));
                }
                if !lit.is_empty() {
                    out.push(Seg::Lit(std::mem::take(&mut lit)));
                }
                out.push(Seg::Arg {
                    name: name.to_string(),
                    particle,
                });
            }
            '}' => return Err("a lone `}` (write `}}`)".to_string()),
            c => lit.push(c),
        }
    }
    if !lit.is_empty() {
        out.push(Seg::Lit(lit));
    }
    Ok(out)
}

/// The arguments a text names, in order of first use.
pub fn arguments(segs: &[Seg]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in segs {
        if let Seg::Arg { name, .. } = s {
            if !out.contains(name) {
                out.push(name.clone());
            }
        }
    }
    out
}
