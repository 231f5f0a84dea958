//! The board: the other seats round the table, the middle (the round, the wall), your
//! discards in front of your place, your place, and over them the round's result.

use jjak_words::t;
use leptos::prelude::*;

use crate::play::seen::TableCommand;

use super::hand::Mine;
use super::seats::{Discards, Opponents};
use super::store::TableStore;
use super::tile::{TileRow, Turn};
use super::wall::Wall;

#[component]
pub fn Board() -> impl IntoView {
    let store = TableStore::get();
    let over = Memo::new(move |_| store.result.with(Option::is_some));
    view! {
        // (the style sizes the rivers' rows by the tiles' shape)
        <div class="board" class:dominoes=move || !store.mahjong.get() on:animationend=crate::ui::dom::travelled>
            <Opponents />
            <Wall />
            <div class="my-river">
                {move || view! { <Discards seat=store.viewer.get() turn=Turn::Up /> }}
            </div>
            <Mine />
            <Show when=move || over.get()>
                <RoundResult />
            </Show>
        </div>
    }
}

/// The round's result over the table: how it ended, the winner's hand laid open (grouped
/// as it was counted), the payments, and the way on.
#[component]
fn RoundResult() -> impl IntoView {
    let store = TableStore::get();
    let model = store
        .feed
        .seen
        .with_untracked(|s| s.as_ref().map(|s| s.table.clone()));
    let Some(model) = model else {
        return ().into_any();
    };
    let names = store.names.get_untracked();
    let scores = store.scores.get_untracked();
    let can = store.can.get_untracked();
    let last_round = store
        .feed
        .seen
        .with_untracked(|s| s.as_ref().is_none_or(|s| s.last_round));
    let Some(outcome) = model.outcome.clone() else {
        return ().into_any();
    };
    let winner = outcome.winner.and_then(|w| {
        let m = model.seats.get(w as usize)?;
        let mut groups = model.winning_hand.clone();
        if groups.is_empty() {
            groups = m.groups.clone();
            if !m.revealed.is_empty() {
                groups.push(m.revealed.clone());
            }
        }
        let name = crate::play::words::player(&names, w);
        Some(view! {
            <div class="winning-hand">
                <p>{t!(tbl_winning_hand, name = name)}</p>
                <div class="groups">
                    {groups.into_iter().map(|g| view! { <TileRow tiles=g size=40 /> }).collect_view()}
                </div>
            </div>
        })
    });
    let rows = outcome
        .payments
        .iter()
        .enumerate()
        .map(|(s, p)| {
            view! {
                <tr>
                    <th scope="row">{names.get(s).map(|n| n.name.clone()).unwrap_or_default()}</th>
                    <td>{format!("{p:+}")}</td>
                    <td>{scores.get(s).copied().unwrap_or(0)}</td>
                </tr>
            }
        })
        .collect_view();
    let next = move |_| store.send(TableCommand::NextRound);
    view! {
        <section class="result">
            <h2>{t!(tbl_result)}</h2>
            <div>
                <p>{model.result.clone().unwrap_or_default()}</p>
                {winner}
                <table class="payments">
                    <thead><tr><th scope="col">{t!(tbl_player)}</th><th scope="col">{t!(tbl_this_round)}</th><th scope="col">{t!(tbl_score_before)}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            {can.go_on.then(|| view! {
                <p class="result-actions">
                    <button type="button" class="button" on:click=next>
                        {if last_round { t!(tbl_final_result) } else { t!(tbl_next_round) }}
                    </button>
                    {can.look_back.then(|| view! {
                        <a href="replay?current" class="button secondary">{t!(tbl_replay_so_far)}</a>
                    })}
                </p>
            })}
        </section>
    }
    .into_any()
}
