//! What both sides of a link show: a code to carry to the other device (its text, a copy
//! button and its QR code), the preset messages, and how the devices connect.

use jjak_words::t;
use leptos::prelude::*;

use crate::play::link::friend::SAID_KEPT;
use crate::play::link::network::{Turn, PUBLIC_STUN};
use crate::play::link::wire::Phrase;
use crate::ui::play_state::PlayState;

/// A link for the player to carry to the other device: labelled, to copy or to scan.
#[component]
pub fn CodeBox(label: String, link: String) -> impl IntoView {
    let copied = RwSignal::new(false);
    let qr = super::qr::svg_of(&link);
    let text = link.clone();
    view! {
        <div class="code-box">
            <label>
                <span>{label}</span>
                <textarea readonly rows="3" class="code" on:focus=|ev| {
                    event_target::<web_sys::HtmlTextAreaElement>(&ev).select()
                }>{link.clone()}</textarea>
            </label>
            <p>
                <button type="button" class="button secondary" on:click=move |_| crate::ui::dom::copy_text(&text, move |ok| copied.set(ok))>
                    {t!(link_copy)}
                </button>
                <span role="status">{move || copied.get().then(|| t!(link_copied))}</span>
            </p>
            <div class="qr" role="img" aria-label=t!(link_qr) inner_html=qr></div>
        </div>
    }
}

/// The preset messages, as buttons behind "Say" (the table keeps its room): `say` sends
/// one.
#[component]
pub fn Phrases(say: Callback<Phrase>) -> impl IntoView {
    view! {
        <details class="phrases">
            <summary>{t!(link_say)}</summary>
            <div role="group" aria-label=t!(link_say)>
                {Phrase::ALL
                    .iter()
                    .map(|&p| view! {
                        <button type="button" class="button secondary" on:click=move |_| say.run(p)>{p.text()}</button>
                    })
                    .collect_view()}
            </div>
        </details>
    }
}

/// What went wrong with the link (a message refused, a connection that failed), until
/// dismissed.
#[component]
pub fn Notice(notice: RwSignal<Option<String>>) -> impl IntoView {
    view! {
        <div class="notice" role="status">
            {move || notice.get().map(|n| view! {
                <p>{n} " " <button class="button secondary" on:click=move |_| notice.set(None)>{t!(tbl_dismiss)}</button></p>
            })}
        </div>
    }
}

/// Adds `line` to the messages said, keeping the latest few.
pub fn keep_said(lines: RwSignal<Vec<String>>, line: String) {
    lines.update(|l| {
        l.push(line);
        let over = l.len().saturating_sub(SAID_KEPT);
        l.drain(..over);
    });
}

/// The messages said, newest last.
#[component]
pub fn Said(lines: RwSignal<Vec<String>>) -> impl IntoView {
    view! {
        <ul class="said" aria-live="polite">
            {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
        </ul>
    }
}

/// How the devices connect, kept in the settings: through a public STUN server or on the
/// same network only, and a TURN server if the player has one.
#[component]
pub fn NetworkForm() -> impl IntoView {
    let state = PlayState::get();
    let network = move || state.file.with(|f| f.settings.network.clone());
    let set = move |f: &dyn Fn(&mut crate::play::link::network::Network)| {
        let _ = state.change(|file| f(&mut file.settings.network));
    };
    let turn_field = move |label: &'static str,
                           get: fn(&Turn) -> String,
                           put: fn(&mut Turn, String),
                           kind: &'static str| {
        view! {
            <label>
                {label} " "
                <input
                    type=kind
                    autocomplete="off"
                    prop:value=move || network().turn.as_ref().map(get).unwrap_or_default()
                    on:change=move |ev| {
                        let value = event_target_value(&ev);
                        set(&|n| {
                            let mut turn = n.turn.take().unwrap_or_default();
                            put(&mut turn, value.trim().to_string());
                            n.turn = (!turn.url.is_empty()).then_some(turn);
                        })
                    }
                />
            </label>
        }
    };
    view! {
        <fieldset class="network">
            <legend>{t!(link_network_label)}</legend>
            <label>
                <input type="radio" name="network" prop:checked=move || network().stun on:change=move |_| set(&|n| n.stun = true) />
                " " {t!(link_network_internet, server = PUBLIC_STUN)}
            </label>
            <label>
                <input type="radio" name="network" prop:checked=move || !network().stun on:change=move |_| set(&|n| n.stun = false) />
                " " {t!(link_network_local)}
            </label>
            <details>
                <summary>{t!(link_network_turn)}</summary>
                {turn_field(t!(link_turn_url), |t| t.url.clone(), |t, v| t.url = v, "url")}
                {turn_field(t!(link_turn_user), |t| t.user.clone(), |t, v| t.user = v, "text")}
                {turn_field(t!(link_turn_credential), |t| t.credential.clone(), |t, v| t.credential = v, "password")}
            </details>
        </fieldset>
    }
}
