//! The tile gallery: every tile of every set, grouped as the rules group them.

use jjak_words::{t, w, Words};
use leptos::prelude::*;

use crate::art::html::{classed_tile_svg, tile_svg, Esc, Html};
use crate::html;

use crate::art::TileArt;
use crate::engine::tiles::domino::{chinese_name, western_set, CIVIL, MILITARY};
use crate::engine::tiles::mahjong::{Dragon, MahjongTile, Suit, Wind};

/// Identical copies of one face, shown as a small stack, with an optional caption.
struct Stack {
    art: TileArt,
    copies: usize,
    caption: Option<String>,
}

/// A run of stacks under a heading, e.g. "Civil: eleven faces, two of each".
struct Group {
    title: &'static str,
    note: &'static str,
    stacks: Vec<Stack>,
}

fn domino_caption(d: crate::engine::tiles::Domino) -> String {
    match chinese_name(d) {
        Some(name) => format!("{d} {name}"),
        None => d.to_string(),
    }
}

fn chinese_groups() -> Vec<Group> {
    let stacks = |faces: &[crate::engine::tiles::Domino], copies| {
        faces
            .iter()
            .map(|&d| Stack {
                art: TileArt::Chinese(d),
                copies,
                caption: Some(domino_caption(d)),
            })
            .collect()
    };
    vec![
        Group {
            title: t!(ui_gallery_civil),
            note: t!(ui_gallery_civil_note),
            stacks: stacks(&CIVIL, 2),
        },
        Group {
            title: t!(ui_gallery_military),
            note: t!(ui_gallery_military_note),
            stacks: stacks(&MILITARY, 1),
        },
    ]
}

fn western_groups(n: u8) -> Vec<Group> {
    let set = western_set(n);
    let (doubles, others): (Vec<_>, Vec<_>) = set.into_iter().partition(|d| d.is_double());
    let stacks = |v: Vec<crate::engine::tiles::Domino>| {
        v.into_iter()
            .map(|d| Stack {
                art: TileArt::Western(d),
                copies: 1,
                caption: Some(d.to_string()),
            })
            .collect()
    };
    vec![
        Group {
            title: t!(ui_gallery_doubles),
            note: t!(ui_gallery_doubles_note),
            stacks: stacks(doubles),
        },
        Group {
            title: t!(ui_gallery_singles),
            note: t!(ui_gallery_singles_note),
            stacks: stacks(others),
        },
    ]
}

fn mahjong_groups() -> Vec<Group> {
    let four = |tiles: Vec<MahjongTile>| {
        tiles
            .into_iter()
            .map(|t| Stack {
                art: TileArt::Mahjong(t),
                copies: 4,
                caption: None,
            })
            .collect::<Vec<_>>()
    };
    let suit = |s| four((1..=9).map(|r| MahjongTile::suited(s, r)).collect());
    vec![
        Group {
            title: t!(ui_gallery_characters),
            note: t!(ui_gallery_characters_note),
            stacks: suit(Suit::Characters),
        },
        Group {
            title: t!(ui_gallery_circles),
            note: t!(ui_gallery_circles_note),
            stacks: suit(Suit::Circles),
        },
        Group {
            title: t!(ui_gallery_bamboo),
            note: t!(ui_gallery_bamboo_note),
            stacks: suit(Suit::Bamboo),
        },
        Group {
            title: t!(ui_gallery_winds),
            note: t!(ui_gallery_winds_note),
            stacks: four(Wind::ALL.into_iter().map(MahjongTile::wind).collect()),
        },
        Group {
            title: t!(ui_gallery_dragons),
            note: t!(ui_gallery_dragons_note),
            stacks: four(
                [Dragon::Red, Dragon::Green, Dragon::White]
                    .into_iter()
                    .map(MahjongTile::dragon)
                    .collect(),
            ),
        },
        Group {
            title: t!(ui_gallery_flowers),
            note: t!(ui_gallery_flowers_note),
            stacks: (1..=8)
                .map(|n| Stack {
                    art: TileArt::Mahjong(MahjongTile::flower(n)),
                    copies: 1,
                    caption: None,
                })
                .collect(),
        },
    ]
}

/// A group as markup: heading, note, and each face as a small stack of its copies.
fn group_html(out: &mut Html, group: &Group, size: u32) {
    html!(
        out,
        r#"<div class="tile-group-block"><h3>{}</h3><p class="note">{}</p><ul class="stacks">"#,
        group.title,
        Esc(group.note)
    );
    for s in &group.stacks {
        html!(
            out,
            r#"<li class="stack" data-copies="{}"><span class="stack-tiles">"#,
            s.copies
        );
        for _ in 0..s.copies {
            tile_svg(out, s.art, size);
        }
        out.push_str("</span>");
        if let Some(c) = &s.caption {
            html!(out, r#"<span class="caption">{}</span>"#, Esc(c));
        }
        out.push_str("</li>");
    }
    out.push_str("</ul></div>");
}

fn groups_html(groups: &[Group], size: u32) -> Html {
    let mut out = Html::new();
    for g in groups {
        group_html(&mut out, g, size);
    }
    out
}

/// The tile states: normal, selected, disabled, face down (a class on the tile's svg).
fn states_html() -> Html {
    let six_three = TileArt::Chinese(crate::engine::tiles::Domino::new(6, 3));
    let red = TileArt::Mahjong(MahjongTile::dragon(Dragon::Red));
    let mut out = Html::new();
    for (art, class, name) in [
        (six_three, "", t!(ui_gallery_state_normal)),
        (six_three, " selected", t!(ui_gallery_state_selected)),
        (six_three, " disabled", t!(ui_gallery_state_disabled)),
        (TileArt::DominoBack, "", t!(ui_gallery_state_face_down)),
        (red, " selected", t!(ui_gallery_state_selected)),
        (TileArt::MahjongBack, "", t!(ui_gallery_state_face_down)),
    ] {
        out.push_str("<li>");
        classed_tile_svg(&mut out, art, 72, class);
        html!(out, "<span>{}</span></li>", name);
    }
    out
}

/// The Western set's heading: "Western dominoes: double-6, 28 tiles".
fn western_title(n: u8) -> String {
    t!(ui_gallery_western_title, high = n, n = western_set(n).len())
}

/// The whole page at tile height `size` with the double-`western` set. The controls are
/// `data-control`s; the parts they change are `data-part`s (see [`Gallery`]).
pub fn page_html(size: u32, western: u8) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r##"<h1>{}</h1><p class="lead">{}</p><div class="gallery-controls"><label>{} <input type="range" min="24" max="120" step="4" value="{}" data-control="size"/> <output data-part="size">{} px</output></label><nav class="jump" aria-label="{}"><a href="#chinese">{}</a><a href="#western">{}</a><a href="#mahjong">{}</a><a href="#states">{}</a></nav></div><section class="set" id="chinese" data-set="chinese" aria-labelledby="chinese-title"><h2 id="chinese-title">{}</h2><p>{}</p><div data-part="chinese">{}</div></section><section class="set" id="western" data-set="western" aria-labelledby="western-title"><h2 id="western-title" data-part="western-title">{}</h2><p>{}</p><label>{} <select data-control="western"><option value="6" selected>{}</option><option value="9">{}</option><option value="12">{}</option></select></label><div data-part="western">{}</div></section><section class="set" id="mahjong" data-set="mahjong" aria-labelledby="mahjong-title"><h2 id="mahjong-title">{}</h2><p>{}</p><div data-part="mahjong">{}</div></section><section class="set" id="states" aria-labelledby="states-title"><h2 id="states-title">{}</h2><p>{}</p><ul class="states">{}</ul></section>"##,
        TITLE,
        t!(ui_gallery_lead),
        t!(ui_gallery_size),
        size,
        size,
        t!(ui_gallery_sets),
        t!(ui_gallery_jump_chinese),
        t!(ui_gallery_jump_western),
        t!(ui_gallery_jump_mahjong),
        t!(ui_gallery_states),
        t!(ui_gallery_chinese_title),
        t!(ui_gallery_chinese_note),
        groups_html(&chinese_groups(), size),
        Esc(&western_title(western)),
        t!(ui_gallery_western_note),
        t!(ui_gallery_set),
        t!(ui_gallery_double_six),
        t!(ui_gallery_double_nine),
        t!(ui_gallery_double_twelve),
        groups_html(&western_groups(western), size),
        t!(ui_gallery_mahjong_title),
        t!(ui_gallery_mahjong_note),
        groups_html(&mahjong_groups(), size),
        t!(ui_gallery_states),
        t!(ui_gallery_states_note),
        states_html()
    );
    out
}

/// The page's title.
pub const TITLE: Words = w!(ui_gallery_title);

/// The gallery, drawn as markup (like the table): moving the size slider or choosing a
/// Western set redraws only the tiles, so the control keeps the keyboard focus.
#[component]
pub fn Gallery() -> impl IntoView {
    super::super::set_title(TITLE.text());
    let chosen = StoredValue::new((48u32, 6u8));
    let on_input = move |ev: web_sys::Event| {
        use wasm_bindgen::JsCast;
        let (Some(control), Some(section)) = (
            crate::ui::dom::clicked(&ev, "data-control"),
            ev.current_target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()),
        ) else {
            return;
        };
        let v = event_target_value(&ev);
        chosen.update_value(|(size, western)| {
            if control == "size" {
                *size = v.parse::<u32>().unwrap_or(48).clamp(24, 120);
            } else {
                *western = v
                    .parse()
                    .ok()
                    .filter(|n| matches!(n, 6 | 9 | 12))
                    .unwrap_or(6);
            }
        });
        let (size, western) = chosen.get_value();
        let _ = section
            .style()
            .set_property("--tile-h", &format!("{size}px"));
        let set = |part: &str, html: &str| {
            if let Ok(Some(el)) = section.query_selector(&format!("[data-part={part}]")) {
                el.set_inner_html(html);
            }
        };
        set("size", &format!("{size} px"));
        set("western-title", &Esc(&western_title(western)).to_string());
        set("chinese", &groups_html(&chinese_groups(), size));
        set("western", &groups_html(&western_groups(western), size));
        set("mahjong", &groups_html(&mahjong_groups(), size));
    };
    // the page built with the site holds the same gallery drawn: it is taken over as it is
    let adopt = crate::ui::handover::adoptable("gallery");
    let html = if adopt {
        String::new()
    } else {
        page_html(48, 6).into_string()
    };
    view! {
        <section class="page gallery" data-adopt=adopt.then_some("gallery") on:input=on_input inner_html=html></section>
    }
}
