//! A game with friends on other devices, in the browser (the Link bundle): the host's page
//! (`host_page`: invitations, then the table, the game held on this device as any game in
//! progress) and a friend's (`friend_page`: the answer, then the table fed by the host).
//! What the devices say and how the deal is checked is pure Rust (`play::link`); here are
//! the connection (`rtc`, WebRTC through web-sys), what each device keeps (`stored`) and
//! the pieces both pages show (`widgets`).

mod friend_page;
mod host_page;
mod qr;
mod rtc;
pub mod stored;
mod widgets;

pub use friend_page::JoinPage;
pub use host_page::TogetherPage;
