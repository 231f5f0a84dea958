//! How a linked game's devices find each other: the ICE servers their browsers ask. A
//! STUN server tells a device its address as the internet sees it (a public one by
//! default, or none: the same network only); a TURN server relays the connection for
//! networks that block direct ones (a club runs its own: README, "Playing with a friend").
//! A setting of the player's, kept with the others.

use serde::{Deserialize, Serialize};

/// The public STUN server asked by default.
pub const PUBLIC_STUN: &str = "stun:stun.l.google.com:19302";

/// The ICE servers a device asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Network {
    /// Ask the public STUN server (else the devices must share a network).
    pub stun: bool,
    /// A TURN server to relay through, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Turn>,
}

impl Default for Network {
    fn default() -> Network {
        Network {
            stun: true,
            turn: None,
        }
    }
}

/// A TURN server: its address (`turn:turn.example.org:3478`) and the login it gives.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub url: String,
    pub user: String,
    pub credential: String,
}

/// One ICE server as the browser takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    pub url: String,
    pub login: Option<(String, String)>,
}

impl Network {
    /// The servers to ask, in order (none: same network only).
    pub fn ice_servers(&self) -> Vec<IceServer> {
        let stun = self.stun.then(|| IceServer {
            url: PUBLIC_STUN.into(),
            login: None,
        });
        let turn = self
            .turn
            .as_ref()
            .filter(|t| t.url.starts_with("turn:") || t.url.starts_with("turns:"))
            .map(|t| IceServer {
                url: t.url.clone(),
                login: Some((t.user.clone(), t.credential.clone())),
            });
        stun.into_iter().chain(turn).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By default the public STUN server; none on the same network; a TURN server only
    /// with a TURN address.
    #[test]
    fn the_servers_asked_follow_the_setting() {
        assert_eq!(Network::default().ice_servers()[0].url, PUBLIC_STUN);
        let local = Network {
            stun: false,
            turn: None,
        };
        assert!(local.ice_servers().is_empty());
        let club = Network {
            stun: false,
            turn: Some(Turn {
                url: "turn:turn.example.org:3478".into(),
                user: "club".into(),
                credential: "secret".into(),
            }),
        };
        assert_eq!(
            club.ice_servers()[0].login,
            Some(("club".into(), "secret".into()))
        );
        let typo = Network {
            stun: false,
            turn: Some(Turn {
                url: "turn.example.org".into(),
                ..Turn::default()
            }),
        };
        assert!(typo.ice_servers().is_empty());
        // (a save from before the setting reads as the default)
        let read: Network = serde_json::from_str(r#"{"stun":false}"#).unwrap();
        assert_eq!(read, local);
    }
}
