//! One WebRTC connection between two browsers, with one data channel, through the
//! browser's own `RTCPeerConnection` (web-sys). The players carry the descriptions by hand,
//! so neither side trickles its candidates: each waits until the browser has gathered
//! them all (or a few seconds have passed) and hands over its whole description once.
//! Messages are text, in order and reliable (the channel's defaults).

use std::cell::RefCell;
use std::rc::Rc;

use jjak_words::t;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

use crate::play::link::network::Network;

/// The longest a side waits for its candidates before it hands over what it has.
const GATHERING_MS: i32 = 5000;

/// What a connection tells its page.
#[derive(Clone, Debug, PartialEq)]
pub enum PeerEvent {
    /// The data channel is open: messages go both ways.
    Open,
    Message(String),
    /// The connection is lost or closed.
    Closed,
}

/// A connection, and the handlers it keeps alive.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    _handlers: Rc<RefCell<Vec<Closure<dyn FnMut(JsValue)>>>>,
}

impl Peer {
    /// A connection through `network`, telling `on_event` what happens on it.
    fn new(network: &Network, on_event: Rc<dyn Fn(PeerEvent)>) -> Result<Peer, String> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        for server in network.ice_servers() {
            let ice = RtcIceServer::new();
            ice.set_urls_str(&server.url);
            if let Some((user, credential)) = &server.login {
                ice.set_username(user);
                ice.set_credential(credential);
            }
            servers.push(&ice);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(failed)?;
        let peer = Peer {
            pc,
            channel: Rc::new(RefCell::new(None)),
            _handlers: Rc::new(RefCell::new(Vec::new())),
        };
        let told = on_event.clone();
        let pc = peer.pc.clone();
        peer.handle(
            move |_| {
                if matches!(
                    pc.connection_state(),
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                ) {
                    told(PeerEvent::Closed);
                }
            },
            |pc, f| pc.set_onconnectionstatechange(Some(f)),
        );
        let channel = peer.channel.clone();
        let handlers = peer._handlers.clone();
        peer.handle(
            move |ev| {
                if let Ok(ev) = ev.dyn_into::<RtcDataChannelEvent>() {
                    attach(&ev.channel(), &channel, &handlers, on_event.clone());
                }
            },
            |pc, f| pc.set_ondatachannel(Some(f)),
        );
        Ok(peer)
    }

    /// Keeps a handler for the connection's event, set by `set`.
    fn handle(
        &self,
        f: impl FnMut(JsValue) + 'static,
        set: impl FnOnce(&RtcPeerConnection, &js_sys::Function),
    ) {
        let handler = Closure::<dyn FnMut(JsValue)>::new(f);
        set(&self.pc, handler.as_ref().unchecked_ref());
        self._handlers.borrow_mut().push(handler);
    }

    /// The host's side: a connection offered, and its description (the SDP) once its
    /// candidates are gathered.
    pub async fn offer(
        network: &Network,
        on_event: Rc<dyn Fn(PeerEvent)>,
    ) -> Result<(Peer, String), String> {
        let peer = Peer::new(network, on_event.clone())?;
        let channel = peer.pc.create_data_channel("jjak");
        attach(&channel, &peer.channel, &peer._handlers, on_event);
        let offer = JsFuture::from(peer.pc.create_offer())
            .await
            .map_err(failed)?;
        let sdp = sdp_of(&offer)?;
        let init = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        init.set_sdp(&sdp);
        JsFuture::from(peer.pc.set_local_description(&init))
            .await
            .map_err(failed)?;
        let sdp = peer.gathered().await?;
        Ok((peer, sdp))
    }

    /// A friend's side: the connection the host offered (`offer`, its SDP) answered, and
    /// the answer's description once its candidates are gathered.
    pub async fn answer(
        network: &Network,
        offer: &str,
        on_event: Rc<dyn Fn(PeerEvent)>,
    ) -> Result<(Peer, String), String> {
        let peer = Peer::new(network, on_event)?;
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        remote.set_sdp(offer);
        JsFuture::from(peer.pc.set_remote_description(&remote))
            .await
            .map_err(failed)?;
        let answer = JsFuture::from(peer.pc.create_answer())
            .await
            .map_err(failed)?;
        let init = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        init.set_sdp(&sdp_of(&answer)?);
        JsFuture::from(peer.pc.set_local_description(&init))
            .await
            .map_err(failed)?;
        let sdp = peer.gathered().await?;
        Ok((peer, sdp))
    }

    /// The host takes the friend's answer (its SDP): the connection opens.
    pub async fn accept(&self, answer: &str) -> Result<(), String> {
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(answer);
        JsFuture::from(self.pc.set_remote_description(&remote))
            .await
            .map(|_| ())
            .map_err(failed)
    }

    /// The local description once every candidate is gathered, or after a few seconds.
    async fn gathered(&self) -> Result<String, String> {
        if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let pc = self.pc.clone();
            let handlers = self._handlers.clone();
            let done = js_sys::Promise::new(&mut |resolve, _| {
                let on_change = resolve.clone();
                let pc_seen = pc.clone();
                let handler = Closure::<dyn FnMut(JsValue)>::new(move |_| {
                    if pc_seen.ice_gathering_state() == RtcIceGatheringState::Complete {
                        let _ = on_change.call0(&JsValue::NULL);
                    }
                });
                pc.set_onicegatheringstatechange(Some(handler.as_ref().unchecked_ref()));
                handlers.borrow_mut().push(handler);
                let _ = web_sys::window().map(|w| {
                    w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHERING_MS)
                });
            });
            let _ = JsFuture::from(done).await;
        }
        self.pc
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| t!(link_no_description).to_string())
    }

    /// Sends `text`; false if the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        self.channel.borrow().as_ref().is_some_and(|c| {
            c.ready_state() == RtcDataChannelState::Open && c.send_with_str(text).is_ok()
        })
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        if let Some(c) = self.channel.borrow().as_ref() {
            c.set_onclose(None);
            c.close();
        }
        self.pc.set_onconnectionstatechange(None);
        self.pc.close();
    }
}

/// Takes `channel` as the connection's, telling `on_event` when it opens, brings a
/// message, or closes.
fn attach(
    channel: &RtcDataChannel,
    kept: &Rc<RefCell<Option<RtcDataChannel>>>,
    handlers: &Rc<RefCell<Vec<Closure<dyn FnMut(JsValue)>>>>,
    on_event: Rc<dyn Fn(PeerEvent)>,
) {
    let keep = |f: Box<dyn FnMut(JsValue)>, set: &dyn Fn(&js_sys::Function)| {
        let handler = Closure::<dyn FnMut(JsValue)>::wrap(f);
        set(handler.as_ref().unchecked_ref());
        handlers.borrow_mut().push(handler);
    };
    let told = on_event.clone();
    keep(Box::new(move |_| told(PeerEvent::Open)), &|f| {
        channel.set_onopen(Some(f))
    });
    let told = on_event.clone();
    keep(
        Box::new(move |ev| {
            let text = ev
                .dyn_into::<MessageEvent>()
                .ok()
                .and_then(|m| m.data().as_string());
            if let Some(text) = text {
                told(PeerEvent::Message(text));
            }
        }),
        &|f| channel.set_onmessage(Some(f)),
    );
    keep(Box::new(move |_| on_event(PeerEvent::Closed)), &|f| {
        channel.set_onclose(Some(f))
    });
    *kept.borrow_mut() = Some(channel.clone());
}

/// The SDP text of a description the browser made.
fn sdp_of(description: &JsValue) -> Result<String, String> {
    js_sys::Reflect::get(description, &"sdp".into())
        .ok()
        .and_then(|s| s.as_string())
        .ok_or_else(|| t!(link_no_description).to_string())
}

/// What the browser said went wrong, in a sentence.
fn failed(error: JsValue) -> String {
    let said = js_sys::Reflect::get(&error, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| error.as_string())
        .unwrap_or_default();
    t!(link_connection_failed, why = said)
}
