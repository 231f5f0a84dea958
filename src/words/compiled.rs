//! A catalog compiled for the app: each message of a language's Fluent files (checked with
//! Fluent's parser, `shape.rs`) as JSON the app reads with the JSON reader it already
//! carries, so no Fluent parser goes into the bundles. Written by the build for a native
//! build (`build.rs`) and by `jjak-words LANG` for the web app's words file
//! (tools/site.mjs).
//!
//! ```text
//! {"key": [element, …], …}
//! element: "text"
//!        | {"v": "name"}                          an argument
//!        | {"j": ["name", "이", "가"]}              JOSA($name, "이", "가")
//!        | {"s": "name", "o": [["one", [element, …]], …], "d": 1}
//!                                                 a select: its variants, which is the default
//! ```

use crate::shape;
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use std::path::Path;

/// A language's catalog as its files say it: the `.ftl` files of `dir`, in name order, one
/// after the other (each path read is passed to `read`, for the build to watch).
pub fn source(dir: &Path, mut read: impl FnMut(&Path)) -> Result<String, String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|f| f.ok().map(|f| f.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out = String::new();
    for f in files {
        read(&f);
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        shape::messages(&text).map_err(|e| format!("{}: {e}", f.display()))?;
        out.push_str(&text);
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
    }
    Ok(out)
}

/// The catalog `source` (Fluent) as the app's JSON.
pub fn to_json(source: &str) -> Result<String, String> {
    let mut out = String::from("{");
    for (i, (key, pattern)) in shape::messages(source)?.iter().enumerate() {
        shape::arguments(pattern).map_err(|e| format!("{key}: {e}"))?;
        if i > 0 {
            out.push(',');
        }
        string(&mut out, key);
        out.push(':');
        self::pattern(&mut out, pattern);
    }
    out.push('}');
    Ok(out)
}

fn pattern(out: &mut String, pattern: &Pattern<&str>) {
    out.push('[');
    let mut text = String::new();
    let mut first = true;
    let mut element = |out: &mut String, write: &dyn Fn(&mut String)| {
        if !std::mem::take(&mut first) {
            out.push(',');
        }
        write(out);
    };
    for e in &pattern.elements {
        match e {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => text.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value)),
            PatternElement::Placeable { expression } => {
                if !text.is_empty() {
                    let t = std::mem::take(&mut text);
                    element(out, &|out| string(out, &t));
                }
                element(out, &|out| self::expression(out, expression));
            }
        }
    }
    if !text.is_empty() {
        element(out, &|out| string(out, &text));
    }
    out.push(']');
}

fn expression(out: &mut String, expression: &Expression<&str>) {
    match expression {
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            out.push_str("{\"v\":");
            string(out, id.name);
            out.push('}');
        }
        Expression::Inline(InlineExpression::FunctionReference { arguments, .. }) => {
            // (JOSA($name, "이", "가"), the one function: shape.rs checked it)
            out.push_str("{\"j\":[");
            for (i, a) in arguments.positional.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                match a {
                    InlineExpression::VariableReference { id } => string(out, id.name),
                    InlineExpression::StringLiteral { value } => string(
                        out,
                        &fluent_syntax::unicode::unescape_unicode_to_string(value),
                    ),
                    _ => out.push_str("null"),
                }
            }
            out.push_str("]}");
        }
        Expression::Select { selector, variants } => {
            out.push_str("{\"s\":");
            match selector {
                InlineExpression::VariableReference { id } => string(out, id.name),
                _ => out.push_str("null"),
            }
            out.push_str(",\"o\":[");
            for (i, v) in variants.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push('[');
                match &v.key {
                    VariantKey::Identifier { name } => string(out, name),
                    VariantKey::NumberLiteral { value } => string(out, value),
                }
                out.push(',');
                pattern(out, &v.value);
                out.push(']');
            }
            out.push_str("],\"d\":");
            let default = variants.iter().position(|v| v.default).unwrap_or(0);
            out.push_str(&default.to_string());
            out.push('}');
        }
        // (shape.rs refuses every other expression)
        Expression::Inline(_) => out.push_str("\"\""),
    }
}

/// `s` as a JSON string.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}
