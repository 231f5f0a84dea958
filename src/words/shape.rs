//! What the catalogs may say, read from Fluent's syntax tree (the `fluent-syntax` parser):
//! used by the build (`build.rs`, which checks every catalog and writes each message's
//! arguments as Rust types) and by the tests.
//!
//! A catalog is Fluent (<https://projectfluent.org/fluent/guide/>) with this subset:
//! - text, `{ $argument }`, and string literals (`{ "" }` for an empty message);
//! - select expressions on an argument: `{ $n -> [one] … *[other] … }` (a number: its
//!   plural category, or an exact number `[0]`), `{ $who -> [you] … *[other] … }` (a
//!   player: `[you]` is the player addressed, a property of the seat, never of its name);
//! - the function `JOSA($arg, "이", "가")` (Korean): the argument followed by the first
//!   particle after a final consonant, the second after a vowel (이/가, 을/를, 은/는,
//!   과/와, 으로/로).
//!
//! No terms, attributes or message references: each message stands alone, so a build
//! knows a message's arguments from the message itself.

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::BTreeMap;

/// How a message uses an argument, which fixes the type its callers pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// Written out (anything `Display`).
    Shown,
    /// Chooses a plural form or a number's variant (an integer).
    Counted,
    /// Chooses `[you]`: a player, who may be the one addressed.
    Person,
}

/// The plural categories a selector on a number may name (CLDR's).
const PLURALS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// A message's arguments and how it uses them; or what it says that the app cannot.
pub fn arguments<S: AsRef<str>>(pattern: &Pattern<S>) -> Result<BTreeMap<String, Kind>, String> {
    let mut out = BTreeMap::new();
    walk(pattern, &mut out)?;
    Ok(out)
}

fn note(out: &mut BTreeMap<String, Kind>, name: &str, kind: Kind) -> Result<(), String> {
    let was = out.entry(name.to_string()).or_insert(kind);
    match (*was, kind) {
        (a, b) if a == b => Ok(()),
        (Kind::Shown, k) => {
            *was = k;
            Ok(())
        }
        (_, Kind::Shown) => Ok(()),
        (a, b) => Err(format!("${name} is chosen by as {a:?} and as {b:?}")),
    }
}

fn walk<S: AsRef<str>>(
    pattern: &Pattern<S>,
    out: &mut BTreeMap<String, Kind>,
) -> Result<(), String> {
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Inline(inline) => inline_expression(inline, out)?,
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id } = selector else {
                    return Err("a selector is an argument ($n, $who)".to_string());
                };
                let mut kind = None;
                for v in variants {
                    let k = match &v.key {
                        VariantKey::NumberLiteral { .. } => Kind::Counted,
                        VariantKey::Identifier { name } if name.as_ref() == "you" => Kind::Person,
                        VariantKey::Identifier { name } if PLURALS.contains(&name.as_ref()) => {
                            Kind::Counted
                        }
                        VariantKey::Identifier { name } => {
                            return Err(format!(
                                "[{}]: a variant is a plural category, a number or [you]",
                                name.as_ref()
                            ))
                        }
                    };
                    // ([other] is every selector's default)
                    let default_other = matches!(&v.key, VariantKey::Identifier { name } if name.as_ref() == "other");
                    if !default_other {
                        if kind.is_some_and(|was| was != k) {
                            return Err(format!("${}: variants of two kinds", id.name.as_ref()));
                        }
                        kind = Some(k);
                    }
                    walk(&v.value, out)?;
                }
                note(out, id.name.as_ref(), kind.unwrap_or(Kind::Counted))?;
            }
        }
    }
    Ok(())
}

fn inline_expression<S: AsRef<str>>(
    inline: &InlineExpression<S>,
    out: &mut BTreeMap<String, Kind>,
) -> Result<(), String> {
    match inline {
        InlineExpression::StringLiteral { .. } => Ok(()),
        InlineExpression::VariableReference { id } => note(out, id.name.as_ref(), Kind::Shown),
        InlineExpression::FunctionReference { id, arguments } if id.name.as_ref() == "JOSA" => {
            match (&arguments.positional[..], &arguments.named[..]) {
                (
                    [InlineExpression::VariableReference { id }, InlineExpression::StringLiteral { .. }, InlineExpression::StringLiteral { .. }],
                    [],
                ) => note(out, id.name.as_ref(), Kind::Shown),
                _ => Err(
                    "JOSA takes an argument and two particles: JOSA($who, \"이\", \"가\")"
                        .to_string(),
                ),
            }
        }
        InlineExpression::Placeable { .. } => Err("a placeable inside a placeable".to_string()),
        InlineExpression::FunctionReference { id, .. } => {
            Err(format!("{}(): the only function is JOSA", id.name.as_ref()))
        }
        InlineExpression::NumberLiteral { .. } => Err("a number is written as text".to_string()),
        InlineExpression::MessageReference { .. } | InlineExpression::TermReference { .. } => {
            Err("a message stands alone (no message or term references)".to_string())
        }
    }
}

/// Every message of a catalog (a language's files, joined) by key, with its pattern;
/// or the first problem, by line.
pub fn messages<'s>(source: &'s str) -> Result<Vec<(&'s str, Pattern<&'s str>)>, String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => {
            let e = &errors[0];
            let line = source[..e.pos.start.min(source.len())]
                .lines()
                .count()
                .max(1);
            return Err(format!("line {line}: {:?}", e.kind));
        }
    };
    let mut out: Vec<(&str, Pattern<&str>)> = Vec::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                if !m.attributes.is_empty() {
                    return Err(format!("{}: no attributes", m.id.name));
                }
                let Some(value) = m.value else {
                    return Err(format!("{}: no value", m.id.name));
                };
                if out.iter().any(|(k, _)| *k == m.id.name) {
                    return Err(format!("{}: given twice", m.id.name));
                }
                out.push((m.id.name, value));
            }
            Entry::Term(t) => return Err(format!("-{}: no terms", t.id.name)),
            _ => {}
        }
    }
    Ok(out)
}
