//! A language's catalog as the app reads it: the messages of its Fluent file (parsed by
//! `fluent-syntax`), and each message resolved with its arguments.

use crate::{josa, plural_category, Value};
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use std::collections::BTreeMap;

/// One language's messages.
pub struct Catalog {
    pub lang: &'static str,
    /// By key: each message, and its text when it takes no argument. (Inserted one by
    /// one: a sort would bring std's sorts into the bundles, tests/e2e/wasm-contents.test.mjs.)
    messages: BTreeMap<&'static str, (Pattern<&'static str>, Option<&'static str>)>,
}

impl Catalog {
    /// Reads a catalog (a language's Fluent files, one after the other); the first problem
    /// by line, or a message the app cannot resolve.
    pub fn read(lang: &str, source: &'static str) -> Result<Catalog, String> {
        let lang = crate::LANGUAGES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(l, _)| *l)
            .ok_or_else(|| format!("{lang}: not a language of the app"))?;
        let mut messages = BTreeMap::new();
        for (key, pattern) in crate::shape::messages(source)? {
            crate::shape::arguments(&pattern).map_err(|e| format!("{key}: {e}"))?;
            let plain = plain_text(&pattern);
            messages.insert(key, (pattern, plain));
        }
        Ok(Catalog { lang, messages })
    }

    fn find(&self, key: &str) -> Option<&(Pattern<&'static str>, Option<&'static str>)> {
        self.messages.get(key)
    }

    /// Whether the catalog has `key`.
    pub fn has(&self, key: &str) -> bool {
        self.find(key).is_some()
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.messages.keys().copied()
    }

    /// A message without arguments.
    pub fn plain(&self, key: &str) -> Option<&'static str> {
        self.find(key).and_then(|(_, plain)| *plain)
    }

    /// Writes message `key` with `args` (a missing message as its key, a missing argument
    /// as `{$name}`: the build and the tests see that none is).
    pub fn write(&self, out: &mut String, key: &str, args: &[(&str, Value<'_>)]) {
        match self.find(key) {
            Some((pattern, _)) => self.pattern(out, pattern, args),
            None => out.push_str(key),
        }
    }

    fn pattern(&self, out: &mut String, pattern: &Pattern<&str>, args: &[(&str, Value<'_>)]) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => self.expression(out, expression, args),
            }
        }
    }

    fn expression(
        &self,
        out: &mut String,
        expression: &Expression<&str>,
        args: &[(&str, Value<'_>)],
    ) {
        match expression {
            Expression::Inline(inline) => self.inline(out, inline, args),
            Expression::Select { selector, variants } => {
                let value = match selector {
                    InlineExpression::VariableReference { id } => arg(args, id.name),
                    _ => None,
                };
                let chosen = variants
                    .iter()
                    .find(|v| value.is_some_and(|value| self.matches(value, &v.key)))
                    .or_else(|| variants.iter().find(|v| v.default));
                if let Some(v) = chosen {
                    self.pattern(out, &v.value, args);
                }
            }
        }
    }

    /// Whether a variant's key names `value`: a number by itself, then by its plural
    /// category; a player by `[you]` when addressed.
    fn matches(&self, value: Value<'_>, key: &VariantKey<&str>) -> bool {
        match (value, key) {
            (Value::Number(n), VariantKey::NumberLiteral { value }) => value.parse() == Ok(n),
            (Value::Number(n), VariantKey::Identifier { name }) => {
                *name == plural_category(self.lang, n)
            }
            (Value::Person(p), VariantKey::Identifier { name }) => *name == "you" && p.addressed(),
            _ => false,
        }
    }

    fn inline(
        &self,
        out: &mut String,
        inline: &InlineExpression<&str>,
        args: &[(&str, Value<'_>)],
    ) {
        match inline {
            InlineExpression::StringLiteral { value } => unescape(out, value),
            InlineExpression::VariableReference { id } => match arg(args, id.name) {
                Some(v) => write_value(out, v),
                None => {
                    out.push_str("{$");
                    out.push_str(id.name);
                    out.push('}');
                }
            },
            InlineExpression::FunctionReference { arguments, .. } => {
                // (JOSA, the one function: shape.rs)
                if let [InlineExpression::VariableReference { id }, InlineExpression::StringLiteral { value: consonant }, InlineExpression::StringLiteral { value: vowel }] =
                    &arguments.positional[..]
                {
                    let start = out.len();
                    self.inline(out, &arguments.positional[0], args);
                    let _ = id;
                    let word = out[start..].to_string();
                    josa::put(out, &word, consonant, vowel);
                }
            }
            _ => {}
        }
    }
}

fn arg<'a>(args: &[(&str, Value<'a>)], name: &str) -> Option<Value<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

fn write_value(out: &mut String, value: Value<'_>) {
    match value {
        Value::Shown(v) => crate::put(out, v),
        Value::Number(n) => crate::put(out, &n),
        Value::Person(p) => crate::put(out, p),
    }
}

/// A string literal's text: `\"`, `\\` and `\uXXXX` read.
fn unescape(out: &mut String, literal: &str) {
    if !literal.contains('\\') {
        out.push_str(literal);
        return;
    }
    let _ = fluent_syntax::unicode::unescape_unicode(out, literal);
}

/// A pattern's text when it takes no argument (kept for the app's life: a catalog is read
/// once per page).
fn plain_text(pattern: &Pattern<&'static str>) -> Option<&'static str> {
    match &pattern.elements[..] {
        [] => Some(""),
        [PatternElement::TextElement { value }] => Some(value),
        elements => {
            let mut out = String::new();
            for e in elements {
                match e {
                    PatternElement::TextElement { value } => out.push_str(value),
                    PatternElement::Placeable {
                        expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                    } => unescape(&mut out, value),
                    _ => return None,
                }
            }
            Some(Box::leak(out.into_boxed_str()))
        }
    }
}
