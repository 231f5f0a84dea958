//! The drawer (a bottom sheet on a phone), closed until the player opens it: the guide or
//! the hint, the round's moves in words, how the round began, and the settings. Each part
//! is its own component, so what the player opened (how the round began, the settings)
//! stays as they left it.

use jjak_words::t;
use leptos::prelude::*;

use wasm_bindgen::JsCast;

use super::store::TableStore;
use super::wall::KapWall;

/// The id of the button that opens the drawer (in the table's head line).
pub const TOGGLE_ID: &str = "drawer-toggle";

/// The drawer; `settings` is what its provider puts under "Settings" (nothing: no such
/// section). Its close button and the Escape key close it and give the focus back to the
/// button that opens it.
#[component]
pub fn Drawer(settings: Option<ViewFn>) -> impl IntoView {
    let store = TableStore::get();
    let settings_open = store.opened.settings;
    let close = move || {
        store.opened.drawer.set(Some(false));
        if let Some(toggle) = document().get_element_by_id(TOGGLE_ID) {
            let _ = toggle.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    };
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" {
            close();
        }
    };
    view! {
        <aside id="table-drawer" class="drawer" class:open=move || store.drawer_open() aria-label=t!(tbl_drawer) on:keydown=escape>
            <p class="drawer-close">
                <button type="button" class="button secondary" on:click=move |_| close()>{t!(tbl_drawer_close)}</button>
            </p>
            // (the guide's text only: no control lives in it)
            {move || store.guide.get().map(|html| view! { <div inner_html=html></div> })}
            <section class="log">
                <h2>{t!(tbl_this_round)}</h2>
                <Log />
            </section>
            <Opening />
            {settings.map(|settings| view! {
                <details
                    class="table-settings"
                    prop:open=move || settings_open.get()
                    on:toggle=kept_open(settings_open)
                >
                    <summary>{t!(tbl_settings_summary)}</summary>
                    {settings.run()}
                </details>
            })}
        </aside>
    }
}

/// A `<details>`' toggle handler: `open` follows what the player did (and stays as they
/// left it when the panel is drawn again).
fn kept_open(open: RwSignal<bool>) -> impl Fn(web_sys::Event) + 'static {
    move |ev| {
        let now = event_target::<web_sys::HtmlDetailsElement>(&ev).open();
        if now != open.get_untracked() {
            open.set(now);
        }
    }
}

/// The round's last moves, oldest first, numbered from the round's start, in players'
/// words (tiles written out), and the result once the round is over.
#[component]
fn Log() -> impl IntoView {
    let store = TableStore::get();
    let entries = Memo::new(move |_| {
        store.feed.seen.with(|s| {
            s.as_ref().map_or((0, Vec::new()), |s| {
                let lines = s.log.iter().cloned().enumerate();
                (
                    s.log_from,
                    lines.map(|(i, l)| (s.log_from + i, l)).collect(),
                )
            })
        })
    });
    let result = move || store.result.get();
    view! {
        <ol start=move || entries.with(|e| e.0 + 1)>
            // (keyed by place and words: the next round's first line is another line)
            <For each=move || entries.get().1 key=|line| line.clone() children=move |(_, line)| view! { <li>{line}</li> } />
            {move || result().map(|r| view! { <li class="over">{r}</li> })}
        </ol>
    }
}

/// How the round began, open at each round's start until the player closes it; its state
/// is the player's from then on (the moves after do not close it).
#[component]
fn Opening() -> impl IntoView {
    let store = TableStore::get();
    let open = store.opened.opening;
    // a round's start (a new round, or an undo back to it) opens it again
    Effect::new(move |_| {
        let (_, moves) = store.moved.get();
        if moves == 0 && !open.get_untracked() {
            open.set(true);
        }
    });
    let lines = Memo::new(move |_| store.table(|m| m.opening.clone()));
    let built = Memo::new(move |_| store.table(|m| m.built_wall.clone()));
    view! {
        <details
            class="opening"
            prop:open=move || open.get()
            on:toggle=kept_open(open)
        >
            <summary>{t!(tbl_how_began)}</summary>
            <ul>
                {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ul>
            <Show when=move || !built.with(Vec::is_empty)>
                // the saw-tooth as it was built, before the deal took the first stacks
                <figure class="built-wall">
                    <figcaption>{t!(tbl_built_wall)}</figcaption>
                    <KapWall heights=built.into() />
                </figure>
            </Show>
        </details>
    }
}
