//! The tile gallery: every tile of every set, grouped as the rules group them.

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
            title: "Civil",
            note: "Eleven faces, two of each (22 tiles). Two identical civil tiles make a pair.",
            stacks: stacks(&CIVIL, 2),
        },
        Group {
            title: "Military",
            note: "Ten faces, one of each (10 tiles), in their Jjak-mat-chu-gi pairs: nines, eights, sevens, fives and the supreme pair.",
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
            title: "Doubles",
            note:
                "In Three Dozen consecutive doubles pair up, and the highest double pairs with 0-0.",
            stacks: stacks(doubles),
        },
        Group {
            title: "Singles",
            note: "Any two tiles whose spots total twice the highest double also pair.",
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
        Group { title: "Characters", note: "Suit 1-9, four of each. Matjok calls them numbers.", stacks: suit(Suit::Characters) },
        Group { title: "Circles", note: "Suit 1-9, four of each.", stacks: suit(Suit::Circles) },
        Group { title: "Bamboo", note: "Suit 1-9, four of each; the 1 is a bird.", stacks: suit(Suit::Bamboo) },
        Group {
            title: "Winds",
            note: "Honours: East, South, West, North, four of each. No straights, only sets and pairs.",
            stacks: four(Wind::ALL.into_iter().map(MahjongTile::wind).collect()),
        },
        Group {
            title: "Dragons",
            note: "Honours: red, green and white, four of each.",
            stacks: four([Dragon::Red, Dragon::Green, Dragon::White].into_iter().map(MahjongTile::dragon).collect()),
        },
        Group {
            title: "Flowers and seasons",
            note: "Eight single tiles. Never part of a hand: laid open at once and replaced.",
            stacks: (1..=8)
                .map(|n| Stack { art: TileArt::Mahjong(MahjongTile::flower(n)), copies: 1, caption: None })
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
        (six_three, "", "normal"),
        (six_three, " selected", "selected"),
        (six_three, " disabled", "disabled"),
        (TileArt::DominoBack, "", "face down"),
        (red, " selected", "selected"),
        (TileArt::MahjongBack, "", "face down"),
    ] {
        out.push_str("<li>");
        classed_tile_svg(&mut out, art, 72, class);
        html!(out, "<span>{}</span></li>", name);
    }
    out
}

#[component]
pub fn Gallery() -> impl IntoView {
    super::super::set_title("Tile gallery");
    let (size, set_size) = signal(48u32);
    let (western_n, set_western_n) = signal(6u8);
    let (chinese, mahjong) = (chinese_groups(), mahjong_groups());
    view! {
        <section class="page gallery" style:--tile-h=move || format!("{}px", size.get())>
            <h1>"Tile gallery"</h1>
            <p class="lead">"Every tile of every set the games use, grouped as the rules group them."</p>
            <div class="gallery-controls">
                <label>
                    "Tile size "
                    <input
                        type="range"
                        min="24"
                        max="120"
                        step="4"
                        prop:value=move || size.get().to_string()
                        on:input=move |ev| set_size.set(event_target_value(&ev).parse().unwrap_or(48))
                    />
                    <output>{move || format!("{} px", size.get())}</output>
                </label>
                <nav class="jump" aria-label="Sets">
                    <a href="#chinese">"Chinese dominoes"</a>
                    <a href="#western">"Western dominoes"</a>
                    <a href="#mahjong">"Mahjong"</a>
                    <a href="#states">"Tile states"</a>
                </nav>
            </div>
            <section class="set" id="chinese" data-set="chinese" aria-labelledby="chinese-title">
                <h2 id="chinese-title">"Chinese and Korean dominoes: 32 tiles"</h2>
                <p>"Used by Jjak-mat-chu-gi, K'ap Tái Shap and K'ap Shap. The ones and fours are red, and so is half of the 6-6."</p>
                <div inner_html=move || groups_html(&chinese, size.get()).into_string()></div>
            </section>
            <section class="set" id="western" data-set="western" aria-labelledby="western-title">
                <h2 id="western-title">
                    {move || format!("Western dominoes: double-{}, {} tiles", western_n.get(), western_set(western_n.get()).len())}
                </h2>
                <p>"Used by Three Dozen: double-six by default, larger sets for more players."</p>
                <label>
                    "Set "
                    <select on:change=move |ev| set_western_n.set(event_target_value(&ev).parse().unwrap_or(6))>
                        <option value="6" selected=true>"double-six (28)"</option>
                        <option value="9">"double-nine (55)"</option>
                        <option value="12">"double-twelve (91)"</option>
                    </select>
                </label>
                <div inner_html=move || groups_html(&western_groups(western_n.get()), size.get()).into_string()></div>
            </section>
            <section class="set" id="mahjong" data-set="mahjong" aria-labelledby="mahjong-title">
                <h2 id="mahjong-title">"Mahjong: 144 tiles"</h2>
                <p>"Used by Matjok: three suits, the honours, and eight flowers."</p>
                <div inner_html=move || groups_html(&mahjong, size.get()).into_string()></div>
            </section>
            <section class="set" id="states" aria-labelledby="states-title">
                <h2 id="states-title">"Tile states"</h2>
                <p>"How the table shows a tile you may play, one you picked, one you may not use, and a hidden one."</p>
                <ul class="states" inner_html=states_html().into_string()></ul>
            </section>
        </section>
    }
}
