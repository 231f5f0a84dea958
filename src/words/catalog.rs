//! A language's catalog as the app reads it: its messages compiled to JSON by the build
//! (`compiled.rs`, from the Fluent files), and each message resolved with its arguments.

use crate::{josa, plural_category, Value};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

/// One language's messages.
pub struct Catalog {
    pub lang: &'static str,
    /// By key. (Read by serde's map, which inserts each message: no sort.)
    messages: BTreeMap<String, Vec<Element>>,
}

/// A piece of a message.
#[derive(Debug)]
enum Element {
    Text(String),
    /// An argument.
    Arg(String),
    /// `JOSA($name, "이", "가")`: the argument and the particle that follows it.
    Josa(String, String, String),
    /// A select on an argument: each variant by its key, and which is the default.
    Select {
        on: String,
        variants: Vec<(String, Vec<Element>)>,
        default: usize,
    },
}

impl Catalog {
    /// Reads a catalog (as `compiled.rs` writes it); why not, when it does not read.
    pub fn read(lang: &str, json: &str) -> Result<Catalog, String> {
        let lang = crate::LANGUAGES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(l, _)| *l)
            .ok_or_else(|| format!("{lang}: not a language of the app"))?;
        let messages = serde_json::from_str(json).map_err(|e| e.to_string())?;
        Ok(Catalog { lang, messages })
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> + '_ {
        self.messages.keys().map(String::as_str)
    }

    /// A message without arguments (the build joins its text into one piece), from a
    /// catalog kept for the page's life.
    pub fn plain(&'static self, key: &str) -> Option<&'static str> {
        match &self.messages.get(key)?[..] {
            [] => Some(""),
            [Element::Text(t)] => Some(t),
            _ => None,
        }
    }

    /// Writes message `key` with `args` (a missing message as its key, a missing argument
    /// as `{$name}`: the build and the tests see that none is).
    pub fn write(&self, out: &mut String, key: &str, args: &[(&str, Value<'_>)]) {
        match self.messages.get(key) {
            Some(pattern) => self.pattern(out, pattern, args),
            None => out.push_str(key),
        }
    }

    fn pattern(&self, out: &mut String, pattern: &[Element], args: &[(&str, Value<'_>)]) {
        for element in pattern {
            match element {
                Element::Text(t) => out.push_str(t),
                Element::Arg(name) => write_arg(out, args, name),
                Element::Josa(name, consonant, vowel) => {
                    let start = out.len();
                    write_arg(out, args, name);
                    let word = out[start..].to_string();
                    josa::put(out, &word, consonant, vowel);
                }
                Element::Select {
                    on,
                    variants,
                    default,
                } => {
                    let value = arg(args, on);
                    // (as Fluent chooses: an exact number before a plural category)
                    let exact = |(key, _): &&(String, Vec<Element>)| matches!(value, Some(Value::Number(n)) if key.parse() == Ok(n));
                    let chosen = variants
                        .iter()
                        .find(exact)
                        .or_else(|| {
                            variants
                                .iter()
                                .find(|(key, _)| value.is_some_and(|v| self.matches(v, key)))
                        })
                        .or(variants.get(*default))
                        .map_or(&[][..], |(_, p)| &p[..]);
                    self.pattern(out, chosen, args);
                }
            }
        }
    }

    /// Whether a variant's key names `value`: a number by its plural category; a player by
    /// `[you]` when addressed.
    fn matches(&self, value: Value<'_>, key: &str) -> bool {
        match value {
            Value::Number(n) => key == plural_category(self.lang, n),
            Value::Person(p) => key == "you" && p.addressed(),
            Value::Shown(_) => false,
        }
    }
}

fn arg<'a>(args: &[(&str, Value<'a>)], name: &str) -> Option<Value<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

fn write_arg(out: &mut String, args: &[(&str, Value<'_>)], name: &str) {
    match arg(args, name) {
        Some(Value::Shown(v)) => crate::put(out, v),
        Some(Value::Number(n)) => crate::put(out, &n),
        Some(Value::Person(p)) => crate::put(out, p),
        None => {
            out.push_str("{$");
            out.push_str(name);
            out.push('}');
        }
    }
}

// A piece read by a hand-written visitor (a derived untagged enum would bring serde's
// buffering into the bundles: tests/e2e/wasm-contents.test.mjs); the lists and maps
// around it are serde's own.

impl<'de> Deserialize<'de> for Element {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Element, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Element;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("text, {\"v\"}, {\"j\"} or {\"s\", \"o\", \"d\"}")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Element, E> {
                Ok(Element::Text(v.to_string()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Element, E> {
                Ok(Element::Text(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Element, A::Error> {
                let bad =
                    || de::Error::custom("a piece is {\"v\"}, {\"j\"} or {\"s\", \"o\", \"d\"}");
                let (mut on, mut variants, mut default) = (None, None, None);
                while let Some(k) = map.next_key::<String>()? {
                    match k.as_str() {
                        "v" => return Ok(Element::Arg(map.next_value()?)),
                        "j" => {
                            let (name, c, v): (String, String, String) = map.next_value()?;
                            return Ok(Element::Josa(name, c, v));
                        }
                        "s" => on = Some(map.next_value::<String>()?),
                        "o" => variants = Some(map.next_value::<Vec<(String, Vec<Element>)>>()?),
                        "d" => default = Some(map.next_value::<usize>()?),
                        _ => return Err(bad()),
                    }
                }
                match (on, variants, default) {
                    (Some(on), Some(variants), Some(default)) if default < variants.len() => {
                        Ok(Element::Select {
                            on,
                            variants,
                            default,
                        })
                    }
                    _ => Err(bad()),
                }
            }
        }
        d.deserialize_any(V)
    }
}
