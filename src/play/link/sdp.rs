//! A WebRTC session description cut down to what a data channel between two browsers
//! needs, so that it fits a link and a QR code. The players copy the offer and the answer
//! by hand, without trickle ICE (each side waits until ICE gathering is complete), so a
//! description travels once and whole. [`Description::parse`] reads a browser's
//! `localDescription.sdp`, [`Description::to_bytes`] and [`Description::from_bytes`] write
//! and read the compact form that travels, and [`Description::to_sdp`] rebuilds an SDP text
//! that Chromium's `setRemoteDescription` accepts for a session with data channels only.
//!
//! The byte form, version 1. Fixed-width integers are big-endian; a varint is an unsigned
//! LEB128 number of at most five bytes (a u32).
//!
//! - the version, 1;
//! - a flags byte: bit 0 the description is an offer; bits 1-2 the DTLS role (0 actpass,
//!   1 active, 2 passive); bit 3 an SCTP port follows (it is not 5000); bit 4 a
//!   max-message-size follows; bits 5-7 are zero;
//! - the ICE ufrag, then the ICE password, each a varint length and its UTF-8 bytes;
//! - the sha-256 fingerprint, 32 bytes;
//! - the SCTP port (2 bytes) and the max-message-size (a varint), when the flags say so;
//! - the number of candidates (1 byte, at most 16), then each candidate:
//!   - a flags byte: bit 0 udp (else tcp); bits 1-2 the type (0 host, 1 srflx, 2 prflx,
//!     3 relay); bits 3-4 the tcptype (0 none, 1 active, 2 passive, 3 so); bits 5-6 the
//!     address's form; bit 7 a related address follows;
//!   - the priority (4 bytes), the address, the port (2 bytes);
//!   - with bit 7: the related address's form (1 byte), that address and its port (2 bytes).
//!
//! An address's form is 0 for IPv4 (4 bytes), 1 for IPv6 (16 bytes), 2 for a host name
//! (a varint length and its bytes) and 3 for an mDNS name `<uuid>.local` written in lower
//! case, as browsers make them to hide local addresses (the uuid's 16 bytes).
//!
//! Nothing else of the SDP travels: the foundations become the candidates' numbers, the
//! mid is "0" and the session's lines are fixed.

use std::fmt;

use jjak_words::t;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The byte form's version, its first byte.
pub const VERSION: u8 = 1;

/// The most candidates a description keeps.
pub const MAX_CANDIDATES: u8 = 16;

/// The longest ICE ufrag, ICE password or host name, in bytes (RFC 8839 allows 256
/// characters for the first two).
pub const MAX_TEXT: usize = 256;

/// The SCTP port browsers use; the byte form leaves it out.
pub const DEFAULT_SCTP_PORT: u16 = 5000;

// The description's flags byte (see the module's documentation).
const FLAG_OFFER: u8 = 0b0000_0001;
const SETUP_SHIFT: u8 = 1;
const FLAG_SCTP_PORT: u8 = 0b0000_1000;
const FLAG_MAX_MESSAGE_SIZE: u8 = 0b0001_0000;
const FLAGS_UNKNOWN: u8 = 0b1110_0000;

// A candidate's flags byte (see the module's documentation).
const FLAG_UDP: u8 = 0b0000_0001;
const KIND_SHIFT: u8 = 1;
const TCP_TYPE_SHIFT: u8 = 3;
const FORM_SHIFT: u8 = 5;
const FLAG_RELATED: u8 = 0b1000_0000;

// An address's form in the byte form.
const FORM_V4: u8 = 0;
const FORM_V6: u8 = 1;
const FORM_NAME: u8 = 2;
const FORM_MDNS: u8 = 3;

/// What one side of a data-channel-only session tells the other: its ICE credentials, its
/// DTLS certificate's fingerprint and role, its SCTP settings and where it can be reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// An offer (else an answer); the SDP text does not say, the caller knows.
    pub offer: bool,
    /// The ICE username fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The sha-256 digest of the DTLS certificate.
    pub fingerprint: [u8; 32],
    /// The DTLS role.
    pub setup: Setup,
    /// The SCTP port, 5000 in practice.
    pub sctp_port: u16,
    /// The largest message the side receives, when it says.
    pub max_message_size: Option<u32>,
    /// The addresses it can be reached at, in the order of the SDP, at most 16.
    pub candidates: Vec<Candidate>,
}

/// The DTLS role (`a=setup`): an offer says actpass, its answer active or passive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// One ICE candidate of component 1 (a data channel has no other).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Over udp (else tcp).
    pub udp: bool,
    pub priority: u32,
    pub address: Address,
    pub port: u16,
    pub kind: Kind,
    /// The related address and port (`raddr`, `rport`) of a reflexive or relayed candidate.
    pub related: Option<(Address, u16)>,
    /// The tcptype of a tcp candidate; a browser takes none as passive.
    pub tcp_type: Option<TcpType>,
}

/// A candidate's address: an IP address, or a host name such as the mDNS name a browser
/// gives in place of a local address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    Name(String),
}

/// A candidate's type (`typ`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An address of the machine itself.
    Host,
    /// The address a STUN server saw (server reflexive).
    Srflx,
    /// An address learnt from a connectivity check (peer reflexive).
    Prflx,
    /// An address on a TURN server.
    Relay,
}

/// How a tcp candidate connects (RFC 6544).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcpType {
    /// Opens the connection.
    Active,
    /// Waits for it.
    Passive,
    /// Simultaneous open.
    So,
}

/// Why a description cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SdpError {
    /// The SDP text lacks something the description needs (named here).
    #[error("{}", t!(link_sdp_missing, what = .0))]
    Missing(&'static str),
    /// A line or a field cannot be read (said here).
    #[error("{}", t!(link_sdp_malformed, why = .0))]
    Malformed(String),
    /// An ICE ufrag, ICE password or host name is longer than 256 bytes.
    #[error("{}", t!(link_sdp_too_long, max = MAX_TEXT))]
    TooLong,
    /// The byte form lists more than 16 candidates.
    #[error("{}", t!(link_sdp_too_many, max = MAX_CANDIDATES))]
    TooMany,
    /// The byte form ends before the description does.
    #[error("{}", t!(link_sdp_truncated))]
    Truncated,
    /// The byte form is of a version this code does not know.
    #[error("{}", t!(link_sdp_version, version = .0))]
    UnknownVersion(u8),
}

fn malformed(why: &str) -> SdpError {
    SdpError::Malformed(why.to_owned())
}

impl Description {
    /// Reads a browser's SDP text, lines ending in `\r\n` or `\n`. Only the attributes the
    /// description holds are read, wherever they are; the first of each counts. Candidates
    /// of another component, transport or type are left out; past 16 candidates the tcp
    /// ones go first (browsers connect over udp when they can), then the last ones. A
    /// missing `a=setup` is taken as actpass in an offer and active in an answer, a missing
    /// `a=sctp-port` as 5000; a max-message-size above u32's range is cut to its largest.
    pub fn parse(sdp: &str, offer: bool) -> Result<Description, SdpError> {
        let mut found = Found::default();
        for line in sdp.lines() {
            if let Some(attribute) = line.trim().strip_prefix("a=") {
                found.read(attribute)?;
            }
        }
        found.finish(offer)
    }

    /// The SDP text of a data-channel-only session for `setRemoteDescription`: fixed
    /// session lines, one application section with mid 0, the candidates numbered from 1
    /// as their foundations, then the ICE, DTLS and SCTP attributes. The section's port and
    /// address are those of the first candidate with an IP address (9 and 0.0.0.0 when no
    /// candidate has one, as browsers write them for mDNS names).
    pub fn to_sdp(&self) -> String {
        let (port, connection) = self.default_address();
        let mut lines = vec![
            "v=0".to_owned(),
            format!("o=- {} 2 IN IP4 127.0.0.1", self.session_id()),
            "s=-".to_owned(),
            "t=0 0".to_owned(),
            "a=group:BUNDLE 0".to_owned(),
            "a=msid-semantic: WMS".to_owned(),
            format!("m=application {port} UDP/DTLS/SCTP webrtc-datachannel"),
            format!("c=IN {connection}"),
        ];
        let candidates = self.candidates.iter().enumerate();
        lines.extend(candidates.map(|(index, candidate)| candidate.to_line(index + 1)));
        lines.push("a=end-of-candidates".to_owned());
        lines.push(format!("a=ice-ufrag:{}", self.ufrag));
        lines.push(format!("a=ice-pwd:{}", self.pwd));
        lines.push(format!(
            "a=fingerprint:sha-256 {}",
            hex_colons(&self.fingerprint)
        ));
        lines.push(format!("a=setup:{}", self.setup.name()));
        lines.push("a=mid:0".to_owned());
        lines.push(format!("a=sctp-port:{}", self.sctp_port));
        if let Some(size) = self.max_message_size {
            lines.push(format!("a=max-message-size:{size}"));
        }
        lines.into_iter().map(|line| line + "\r\n").collect()
    }

    /// The compact byte form (see the module's documentation). Only the first 16
    /// candidates are written. A description that [`Description::parse`] or
    /// [`Description::from_bytes`] made always reads back the same; one built by hand with
    /// a text longer than 256 bytes, or a tcptype on a udp candidate, does not read back.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![VERSION, self.flags()];
        put_text(&mut out, &self.ufrag);
        put_text(&mut out, &self.pwd);
        out.extend_from_slice(&self.fingerprint);
        if self.sctp_port != DEFAULT_SCTP_PORT {
            out.extend_from_slice(&self.sctp_port.to_be_bytes());
        }
        if let Some(size) = self.max_message_size {
            put_varint(&mut out, size);
        }
        let kept = self
            .candidates
            .get(..usize::from(MAX_CANDIDATES))
            .unwrap_or(self.candidates.as_slice());
        out.push(u8::try_from(kept.len()).unwrap_or(MAX_CANDIDATES));
        for candidate in kept {
            candidate.write(&mut out);
        }
        out
    }

    /// Reads the byte form, checking what [`Description::parse`] checks; bytes left after
    /// the last candidate are an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<Description, SdpError> {
        let mut reader = Reader { rest: bytes };
        let version = reader.byte()?;
        if version != VERSION {
            return Err(SdpError::UnknownVersion(version));
        }
        let flags = reader.byte()?;
        if flags & FLAGS_UNKNOWN != 0 {
            return Err(malformed("unknown flags"));
        }
        let setup = Setup::from_code((flags >> SETUP_SHIFT) & 0b11)
            .ok_or_else(|| malformed("unknown DTLS role"))?;
        let ufrag = ice_text(reader.text()?, "ICE ufrag")?;
        let pwd = ice_text(reader.text()?, "ICE password")?;
        let fingerprint = reader.array::<32>()?;
        let sctp_port = if flags & FLAG_SCTP_PORT != 0 {
            reader.u16()?
        } else {
            DEFAULT_SCTP_PORT
        };
        let max_message_size = if flags & FLAG_MAX_MESSAGE_SIZE != 0 {
            Some(reader.varint()?)
        } else {
            None
        };
        let count = reader.byte()?;
        if count > MAX_CANDIDATES {
            return Err(SdpError::TooMany);
        }
        let candidates = (0..count)
            .map(|_| Candidate::read(&mut reader))
            .collect::<Result<Vec<_>, _>>()?;
        if !reader.rest.is_empty() {
            return Err(malformed("there are bytes after the last candidate"));
        }
        Ok(Description {
            offer: flags & FLAG_OFFER != 0,
            ufrag,
            pwd,
            fingerprint,
            setup,
            sctp_port,
            max_message_size,
            candidates,
        })
    }

    fn flags(&self) -> u8 {
        let mut flags = self.setup.code() << SETUP_SHIFT;
        if self.offer {
            flags |= FLAG_OFFER;
        }
        if self.sctp_port != DEFAULT_SCTP_PORT {
            flags |= FLAG_SCTP_PORT;
        }
        if self.max_message_size.is_some() {
            flags |= FLAG_MAX_MESSAGE_SIZE;
        }
        flags
    }

    /// The port and the `c=` line's address type and address: those of the first candidate
    /// with an IP address, else the placeholders browsers write (9, 0.0.0.0).
    fn default_address(&self) -> (u16, String) {
        let first_ip = self.candidates.iter().find_map(|candidate| {
            let connection = match &candidate.address {
                Address::V4(ip) => format!("IP4 {}", Ipv4Addr::from(*ip)),
                Address::V6(ip) => format!("IP6 {}", Ipv6Addr::from(*ip)),
                Address::Name(_) => return None,
            };
            Some((candidate.port, connection))
        });
        first_ip.unwrap_or_else(|| (9, "IP4 0.0.0.0".to_owned()))
    }

    /// The `o=` line's session id: the fingerprint's first 8 bytes, kept under 2^63 as
    /// browsers keep theirs, so that it is the same each time the description is rebuilt.
    fn session_id(&self) -> u64 {
        self.fingerprint
            .first_chunk::<8>()
            .map_or(1, |head| u64::from_be_bytes(*head) >> 1)
    }
}

/// What [`Description::parse`] has found so far.
#[derive(Default)]
struct Found {
    ufrag: Option<String>,
    pwd: Option<String>,
    fingerprint: Option<[u8; 32]>,
    setup: Option<Setup>,
    sctp_port: Option<u16>,
    max_message_size: Option<u32>,
    candidates: Vec<Candidate>,
}

impl Found {
    /// Reads one attribute line, without its `a=`.
    fn read(&mut self, attribute: &str) -> Result<(), SdpError> {
        let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
        let value = value.trim();
        match name {
            "ice-ufrag" if self.ufrag.is_none() => {
                self.ufrag = Some(ice_text(value, "ICE ufrag")?);
            }
            "ice-pwd" if self.pwd.is_none() => {
                self.pwd = Some(ice_text(value, "ICE password")?);
            }
            "fingerprint" if self.fingerprint.is_none() => {
                self.fingerprint = sha_256_fingerprint(value)?;
            }
            "setup" if self.setup.is_none() => {
                let setup =
                    Setup::from_name(value).ok_or_else(|| malformed("unknown DTLS role"))?;
                self.setup = Some(setup);
            }
            "sctp-port" if self.sctp_port.is_none() => {
                let port = value
                    .parse::<u16>()
                    .map_err(|_| malformed("unreadable SCTP port"))?;
                self.sctp_port = Some(port);
            }
            "max-message-size" if self.max_message_size.is_none() => {
                let size = value
                    .parse::<u64>()
                    .map_err(|_| malformed("unreadable max-message-size"))?;
                self.max_message_size = Some(u32::try_from(size).unwrap_or(u32::MAX));
            }
            "candidate" => {
                if let Some(candidate) = Candidate::parse(value)? {
                    self.candidates.push(candidate);
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn finish(self, offer: bool) -> Result<Description, SdpError> {
        let mut candidates = self.candidates;
        keep_at_most(&mut candidates, usize::from(MAX_CANDIDATES));
        let default_setup = if offer { Setup::ActPass } else { Setup::Active };
        Ok(Description {
            offer,
            ufrag: self.ufrag.ok_or(SdpError::Missing("ICE ufrag"))?,
            pwd: self.pwd.ok_or(SdpError::Missing("ICE password"))?,
            fingerprint: self
                .fingerprint
                .ok_or(SdpError::Missing("sha-256 fingerprint"))?,
            setup: self.setup.unwrap_or(default_setup),
            sctp_port: self.sctp_port.unwrap_or(DEFAULT_SCTP_PORT),
            max_message_size: self.max_message_size,
            candidates,
        })
    }
}

/// Drops candidates until at most `max` are left: the last tcp one while there is one,
/// then the last ones.
fn keep_at_most(candidates: &mut Vec<Candidate>, max: usize) {
    while candidates.len() > max {
        match candidates.iter().rposition(|candidate| !candidate.udp) {
            Some(last_tcp) => {
                candidates.remove(last_tcp);
            }
            None => candidates.truncate(max),
        }
    }
}

/// An ICE ufrag or password, checked: 1 to 256 ice-chars (letters, digits, `+`, `/`).
/// Browsers check the lengths further (4 and 22 at least).
fn ice_text(text: &str, what: &'static str) -> Result<String, SdpError> {
    if text.is_empty() {
        return Err(SdpError::Missing(what));
    }
    if text.len() > MAX_TEXT {
        return Err(SdpError::TooLong);
    }
    if !text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
    {
        return Err(SdpError::Malformed(format!(
            "the {what} has a character ICE does not allow"
        )));
    }
    Ok(text.to_owned())
}

/// The digest of an `a=fingerprint:` value, or `None` when its hash is not sha-256 (a
/// browser may list several).
fn sha_256_fingerprint(value: &str) -> Result<Option<[u8; 32]>, SdpError> {
    let (hash, hex) = value
        .split_once(' ')
        .ok_or_else(|| malformed("a fingerprint has no digest"))?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return Ok(None);
    }
    let not_32_bytes = || malformed("the sha-256 fingerprint is not 32 hexadecimal bytes");
    let mut digest = [0u8; 32];
    let mut pairs = hex.trim().split(':');
    for byte in &mut digest {
        *byte = pairs.next().and_then(hex_byte).ok_or_else(not_32_bytes)?;
    }
    if pairs.next().is_some() {
        return Err(not_32_bytes());
    }
    Ok(Some(digest))
}

/// A byte written as two hexadecimal digits, in either case.
fn hex_byte(pair: &str) -> Option<u8> {
    if pair.len() != 2 || !pair.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u8::from_str_radix(pair, 16).ok()
}

/// Bytes as upper-case hexadecimal pairs joined by colons, as fingerprints are written.
fn hex_colons(bytes: &[u8]) -> String {
    let pairs: Vec<String> = bytes.iter().map(|b| format!("{b:02X}")).collect();
    pairs.join(":")
}

fn parse_port(text: &str) -> Result<u16, SdpError> {
    text.parse::<u16>()
        .map_err(|_| malformed("a candidate's port is not a number from 0 to 65535"))
}

impl Setup {
    const ALL: [Setup; 3] = [Setup::ActPass, Setup::Active, Setup::Passive];

    /// The role as `a=setup` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }

    fn from_name(name: &str) -> Option<Setup> {
        Setup::ALL
            .into_iter()
            .find(|setup| setup.name().eq_ignore_ascii_case(name))
    }

    fn code(self) -> u8 {
        match self {
            Setup::ActPass => 0,
            Setup::Active => 1,
            Setup::Passive => 2,
        }
    }

    fn from_code(code: u8) -> Option<Setup> {
        Setup::ALL.into_iter().find(|setup| setup.code() == code)
    }
}

impl Kind {
    const ALL: [Kind; 4] = [Kind::Host, Kind::Srflx, Kind::Prflx, Kind::Relay];

    /// The type as a candidate line writes it, after `typ`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Host => "host",
            Kind::Srflx => "srflx",
            Kind::Prflx => "prflx",
            Kind::Relay => "relay",
        }
    }

    fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(name))
    }

    fn code(self) -> u8 {
        match self {
            Kind::Host => 0,
            Kind::Srflx => 1,
            Kind::Prflx => 2,
            Kind::Relay => 3,
        }
    }

    fn from_code(code: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

impl TcpType {
    const ALL: [TcpType; 3] = [TcpType::Active, TcpType::Passive, TcpType::So];

    /// The tcptype as a candidate line writes it.
    pub fn name(self) -> &'static str {
        match self {
            TcpType::Active => "active",
            TcpType::Passive => "passive",
            TcpType::So => "so",
        }
    }

    fn from_name(name: &str) -> Option<TcpType> {
        TcpType::ALL
            .into_iter()
            .find(|tcp_type| tcp_type.name().eq_ignore_ascii_case(name))
    }

    /// Its code in a candidate's flags; 0 stands for none.
    fn code(self) -> u8 {
        match self {
            TcpType::Active => 1,
            TcpType::Passive => 2,
            TcpType::So => 3,
        }
    }

    fn from_code(code: u8) -> Option<TcpType> {
        TcpType::ALL
            .into_iter()
            .find(|tcp_type| tcp_type.code() == code)
    }
}

impl Candidate {
    /// Reads the value of an `a=candidate:` line: `None` for a candidate the data channel
    /// has no use for (another component, a transport other than udp and tcp, an unknown
    /// type). The foundation and the extensions other than raddr, rport and tcptype are
    /// dropped.
    fn parse(value: &str) -> Result<Option<Candidate>, SdpError> {
        let fields: Vec<&str> = value.split_ascii_whitespace().collect();
        let [_foundation, component, transport, priority, address, port, typ, kind, extensions @ ..] =
            fields.as_slice()
        else {
            return Err(malformed("a candidate line is too short"));
        };
        if *typ != "typ" {
            return Err(malformed("a candidate line has no type"));
        }
        let udp = if transport.eq_ignore_ascii_case("udp") {
            true
        } else if transport.eq_ignore_ascii_case("tcp") {
            false
        } else {
            return Ok(None);
        };
        let Some(kind) = Kind::from_name(kind) else {
            return Ok(None);
        };
        if component.parse::<u32>().ok() != Some(1) {
            return Ok(None);
        }
        let mut candidate = Candidate {
            udp,
            priority: priority
                .parse::<u32>()
                .map_err(|_| malformed("a candidate's priority is not a number"))?,
            address: Address::parse(address)?,
            port: parse_port(port)?,
            kind,
            related: None,
            tcp_type: None,
        };
        candidate.read_extensions(extensions)?;
        Ok(Some(candidate))
    }

    /// Reads the name and value pairs after the type: raddr and rport (kept when both are
    /// there) and, on a tcp candidate, tcptype.
    fn read_extensions(&mut self, extensions: &[&str]) -> Result<(), SdpError> {
        let mut raddr = None;
        let mut rport = None;
        for pair in extensions.chunks_exact(2) {
            let [name, value] = pair else {
                continue;
            };
            match *name {
                "raddr" => raddr = Some(Address::parse(value)?),
                "rport" => rport = Some(parse_port(value)?),
                "tcptype" if !self.udp => {
                    let tcp_type =
                        TcpType::from_name(value).ok_or_else(|| malformed("unknown tcptype"))?;
                    self.tcp_type = Some(tcp_type);
                }
                _ => {}
            }
        }
        self.related = raddr.zip(rport);
        Ok(())
    }

    /// The candidate's `a=candidate:` line, in the order Chromium reads the fields: raddr
    /// and rport, then tcptype (only on tcp: Chromium refuses it on udp), then generation.
    fn to_line(&self, foundation: usize) -> String {
        let transport = if self.udp { "udp" } else { "tcp" };
        let mut line = format!(
            "a=candidate:{foundation} 1 {transport} {} {} {} typ {}",
            self.priority,
            self.address,
            self.port,
            self.kind.name()
        );
        if let Some((address, port)) = &self.related {
            line.push_str(&format!(" raddr {address} rport {port}"));
        }
        if let (false, Some(tcp_type)) = (self.udp, self.tcp_type) {
            line.push_str(&format!(" tcptype {}", tcp_type.name()));
        }
        line.push_str(" generation 0");
        line
    }

    fn write(&self, out: &mut Vec<u8>) {
        let tcp_type = self.tcp_type.map_or(0, TcpType::code);
        let mut flags = (self.kind.code() << KIND_SHIFT)
            | (tcp_type << TCP_TYPE_SHIFT)
            | (self.address.form() << FORM_SHIFT);
        if self.udp {
            flags |= FLAG_UDP;
        }
        if self.related.is_some() {
            flags |= FLAG_RELATED;
        }
        out.push(flags);
        out.extend_from_slice(&self.priority.to_be_bytes());
        self.address.write(out);
        out.extend_from_slice(&self.port.to_be_bytes());
        if let Some((address, port)) = &self.related {
            out.push(address.form());
            address.write(out);
            out.extend_from_slice(&port.to_be_bytes());
        }
    }

    fn read(reader: &mut Reader<'_>) -> Result<Candidate, SdpError> {
        let flags = reader.byte()?;
        let udp = flags & FLAG_UDP != 0;
        let kind = Kind::from_code((flags >> KIND_SHIFT) & 0b11)
            .ok_or_else(|| malformed("unknown candidate type"))?;
        let tcp_type = match (flags >> TCP_TYPE_SHIFT) & 0b11 {
            0 => None,
            code => Some(TcpType::from_code(code).ok_or_else(|| malformed("unknown tcptype"))?),
        };
        if udp && tcp_type.is_some() {
            return Err(malformed("a udp candidate has a tcptype"));
        }
        let priority = reader.u32()?;
        let address = Address::read((flags >> FORM_SHIFT) & 0b11, reader)?;
        let port = reader.u16()?;
        let related = if flags & FLAG_RELATED != 0 {
            let form = reader.byte()?;
            let address = Address::read(form, reader)?;
            Some((address, reader.u16()?))
        } else {
            None
        };
        Ok(Candidate {
            udp,
            priority,
            address,
            port,
            kind,
            related,
            tcp_type,
        })
    }
}

impl Address {
    /// Reads an address as SDP writes it: IPv4, IPv6 (without a zone), else a host name.
    fn parse(text: &str) -> Result<Address, SdpError> {
        if let Ok(ip) = text.parse::<Ipv4Addr>() {
            return Ok(Address::V4(ip.octets()));
        }
        if let Ok(ip) = text.parse::<Ipv6Addr>() {
            return Ok(Address::V6(ip.octets()));
        }
        host_name(text).map(Address::Name)
    }

    /// Its form in the byte form.
    fn form(&self) -> u8 {
        match self {
            Address::V4(_) => FORM_V4,
            Address::V6(_) => FORM_V6,
            Address::Name(name) if mdns_uuid(name).is_some() => FORM_MDNS,
            Address::Name(_) => FORM_NAME,
        }
    }

    /// Writes the address without its form, which goes into a flags byte or before it.
    fn write(&self, out: &mut Vec<u8>) {
        match self {
            Address::V4(ip) => out.extend_from_slice(ip),
            Address::V6(ip) => out.extend_from_slice(ip),
            Address::Name(name) => match mdns_uuid(name) {
                Some(uuid) => out.extend_from_slice(&uuid),
                None => put_text(out, name),
            },
        }
    }

    fn read(form: u8, reader: &mut Reader<'_>) -> Result<Address, SdpError> {
        match form {
            FORM_V4 => Ok(Address::V4(reader.array::<4>()?)),
            FORM_V6 => Ok(Address::V6(reader.array::<16>()?)),
            FORM_NAME => host_name(reader.text()?).map(Address::Name),
            FORM_MDNS => Ok(Address::Name(mdns_name(&reader.array::<16>()?))),
            _ => Err(malformed("unknown address form")),
        }
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4(ip) => write!(f, "{}", Ipv4Addr::from(*ip)),
            Address::V6(ip) => write!(f, "{}", Ipv6Addr::from(*ip)),
            Address::Name(name) => f.write_str(name),
        }
    }
}

/// A host name, checked: 1 to 256 letters, digits, `-`, `.` or `_`, and not an IPv4
/// address (which would read back as one).
fn host_name(text: &str) -> Result<String, SdpError> {
    if text.len() > MAX_TEXT {
        return Err(SdpError::TooLong);
    }
    let allowed = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_');
    if text.is_empty() || !text.bytes().all(allowed) || text.parse::<Ipv4Addr>().is_ok() {
        return Err(malformed(
            "a candidate's address is neither an IP address nor a host name",
        ));
    }
    Ok(text.to_owned())
}

/// The uuid of an mDNS name `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local` in lower-case
/// hexadecimal, as browsers make them; `None` for any other name, which then travels as
/// text.
fn mdns_uuid(name: &str) -> Option<[u8; 16]> {
    let uuid = name.strip_suffix(".local")?;
    if uuid.len() != 36 {
        return None;
    }
    let mut bytes = [0u8; 16];
    let mut digits = 0usize;
    for (index, b) in uuid.bytes().enumerate() {
        if matches!(index, 8 | 13 | 18 | 23) {
            if b != b'-' {
                return None;
            }
            continue;
        }
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            _ => return None,
        };
        let byte = bytes.get_mut(digits / 2)?;
        *byte = (*byte << 4) | digit;
        digits += 1;
    }
    Some(bytes)
}

/// The mDNS name of a uuid, as [`mdns_uuid`] reads it.
fn mdns_name(uuid: &[u8; 16]) -> String {
    let mut name = String::with_capacity(42);
    for (index, b) in uuid.iter().enumerate() {
        if matches!(index, 4 | 6 | 8 | 10) {
            name.push('-');
        }
        name.push_str(&format!("{b:02x}"));
    }
    name.push_str(".local");
    name
}

/// Writes a varint: seven bits a byte, the lowest first, the top bit set on all bytes but
/// the last.
fn put_varint(out: &mut Vec<u8>, mut value: u32) {
    while value >= 0x80 {
        out.push(value.to_le_bytes()[0] | 0x80);
        value >>= 7;
    }
    out.push(value.to_le_bytes()[0]);
}

/// Writes a text as its length (a varint) and its bytes.
fn put_text(out: &mut Vec<u8>, text: &str) {
    put_varint(out, u32::try_from(text.len()).unwrap_or(u32::MAX));
    out.extend_from_slice(text.as_bytes());
}

/// The bytes of the byte form not read yet.
struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, SdpError> {
        let rest: &'a [u8] = self.rest;
        let (first, rest) = rest.split_first().ok_or(SdpError::Truncated)?;
        self.rest = rest;
        Ok(*first)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], SdpError> {
        let rest: &'a [u8] = self.rest;
        let (head, rest) = rest.split_first_chunk::<N>().ok_or(SdpError::Truncated)?;
        self.rest = rest;
        Ok(*head)
    }

    fn take(&mut self, len: usize) -> Result<&'a [u8], SdpError> {
        let rest: &'a [u8] = self.rest;
        let (head, rest) = rest.split_at_checked(len).ok_or(SdpError::Truncated)?;
        self.rest = rest;
        Ok(head)
    }

    fn u16(&mut self) -> Result<u16, SdpError> {
        self.array::<2>().map(u16::from_be_bytes)
    }

    fn u32(&mut self) -> Result<u32, SdpError> {
        self.array::<4>().map(u32::from_be_bytes)
    }

    /// Reads a varint of at most five bytes whose value fits a u32.
    fn varint(&mut self) -> Result<u32, SdpError> {
        let mut value = 0u32;
        for shift in [0u32, 7, 14, 21, 28] {
            let byte = self.byte()?;
            if shift == 28 && byte & 0xF0 != 0 {
                break;
            }
            value |= u32::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(malformed("a number is too large"))
    }

    /// Reads a text: its length (a varint, at most 256) and as many bytes of UTF-8.
    fn text(&mut self) -> Result<&'a str, SdpError> {
        let len = usize::try_from(self.varint()?).map_err(|_| SdpError::TooLong)?;
        if len > MAX_TEXT {
            return Err(SdpError::TooLong);
        }
        let bytes = self.take(len)?;
        std::str::from_utf8(bytes).map_err(|_| malformed("a text is not UTF-8"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer from headless Chromium, as `localDescription.sdp` gave it once gathering
    /// was complete; it connected with [`ANSWER`].
    const OFFER: &str = "v=0\r
o=- 4725200981279026499 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 38101 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 10.77.0.1\r
a=candidate:3060614556 1 udp 2113937151 10.77.0.1 38101 typ host generation 0 network-cost 999\r
a=ice-ufrag:grlf\r
a=ice-pwd:+WkQsktKr3Rg627LjXH+vstC\r
a=ice-options:trickle\r
a=fingerprint:sha-256 EE:2C:84:96:EA:9A:F7:40:C9:34:D3:76:59:ED:0F:6B:50:4F:D0:4C:7B:2B:A1:6C:37:E4:62:78:08:26:15:4C\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

    /// The answer to [`OFFER`].
    const ANSWER: &str = "v=0\r
o=- 2003972225735824895 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 46587 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 10.77.0.1\r
a=candidate:3655638081 1 udp 2113937151 10.77.0.1 46587 typ host generation 0 network-cost 999\r
a=ice-ufrag:LNZE\r
a=ice-pwd:dqBaWmooU0rxTS/G9+Z80SAG\r
a=ice-options:trickle\r
a=fingerprint:sha-256 D7:E2:0B:0F:F0:FC:56:1B:DB:92:00:E2:81:C5:83:39:9E:9A:6F:63:6E:13:0B:BB:33:FD:22:2A:5D:19:2E:09\r
a=setup:active\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

    /// The offer's candidate line, replaced in some tests.
    const OFFER_CANDIDATE: &str = "a=candidate:3060614556 1 udp 2113937151 10.77.0.1 38101 \
                                   typ host generation 0 network-cost 999";

    const OFFER_FINGERPRINT: [u8; 32] = [
        0xEE, 0x2C, 0x84, 0x96, 0xEA, 0x9A, 0xF7, 0x40, 0xC9, 0x34, 0xD3, 0x76, 0x59, 0xED, 0x0F,
        0x6B, 0x50, 0x4F, 0xD0, 0x4C, 0x7B, 0x2B, 0xA1, 0x6C, 0x37, 0xE4, 0x62, 0x78, 0x08, 0x26,
        0x15, 0x4C,
    ];

    const ANSWER_FINGERPRINT: [u8; 32] = [
        0xD7, 0xE2, 0x0B, 0x0F, 0xF0, 0xFC, 0x56, 0x1B, 0xDB, 0x92, 0x00, 0xE2, 0x81, 0xC5, 0x83,
        0x39, 0x9E, 0x9A, 0x6F, 0x63, 0x6E, 0x13, 0x0B, 0xBB, 0x33, 0xFD, 0x22, 0x2A, 0x5D, 0x19,
        0x2E, 0x09,
    ];

    fn offer() -> Description {
        Description::parse(OFFER, true).unwrap()
    }

    fn answer() -> Description {
        Description::parse(ANSWER, false).unwrap()
    }

    fn host(address: Address, port: u16) -> Candidate {
        Candidate {
            udp: true,
            priority: 2113937151,
            address,
            port,
            kind: Kind::Host,
            related: None,
            tcp_type: None,
        }
    }

    /// The offer with its candidate line replaced by `lines`.
    fn with_candidates(lines: &str) -> Result<Description, SdpError> {
        Description::parse(&OFFER.replace(OFFER_CANDIDATE, lines), true)
    }

    fn v6(text: &str) -> Address {
        Address::V6(text.parse::<Ipv6Addr>().unwrap().octets())
    }

    /// A description with every kind of candidate and every optional field away from its
    /// usual value.
    fn varied() -> Description {
        let mut fingerprint = [0u8; 32];
        for (index, byte) in fingerprint.iter_mut().enumerate() {
            *byte = u8::try_from(index * 37 % 256).unwrap();
        }
        Description {
            offer: false,
            ufrag: "Ab+/".to_owned(),
            pwd: "0123456789abcdefABCDEF+/".to_owned(),
            fingerprint,
            setup: Setup::Passive,
            sctp_port: 5001,
            max_message_size: None,
            candidates: vec![
                host(v6("2001:db8::1"), 50000),
                host(
                    Address::Name("3b8e0c1e-8a9f-4c2d-9e1a-0123456789ab.local".to_owned()),
                    50001,
                ),
                host(Address::Name("my-host.example".to_owned()), 50002),
                Candidate {
                    kind: Kind::Srflx,
                    priority: 1677729535,
                    related: Some((Address::V4([192, 168, 1, 5]), 50000)),
                    ..host(Address::V4([203, 0, 113, 7]), 61000)
                },
                Candidate {
                    kind: Kind::Relay,
                    priority: 41885439,
                    related: Some((v6("2001:db8::2"), 61001)),
                    ..host(Address::V4([198, 51, 100, 9]), 3478)
                },
                Candidate {
                    kind: Kind::Prflx,
                    priority: 1853824767,
                    ..host(Address::V4([10, 0, 0, 2]), 0)
                },
                Candidate {
                    udp: false,
                    priority: 1518280447,
                    tcp_type: Some(TcpType::Active),
                    ..host(Address::V4([192, 168, 1, 5]), 9)
                },
                Candidate {
                    udp: false,
                    priority: 1518214911,
                    tcp_type: Some(TcpType::Passive),
                    ..host(v6("fe80::1234"), 65535)
                },
                Candidate {
                    udp: false,
                    priority: 1,
                    tcp_type: Some(TcpType::So),
                    ..host(Address::V4([0, 0, 0, 0]), 1)
                },
                Candidate {
                    udp: false,
                    priority: u32::MAX,
                    ..host(Address::V4([255, 255, 255, 255]), 2)
                },
            ],
        }
    }

    /// A tiny deterministic random number generator for the garbage tests.
    struct Lcg(u64);

    impl Lcg {
        fn next_u64(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 33
        }

        fn below(&mut self, n: usize) -> usize {
            usize::try_from(self.next_u64()).unwrap() % n
        }

        fn byte(&mut self) -> u8 {
            self.next_u64().to_le_bytes()[0]
        }
    }

    /// What every description read from bytes must do: read back from its own bytes and
    /// from its own SDP text.
    fn assert_round_trips(description: &Description) {
        let bytes = description.to_bytes();
        assert_eq!(Description::from_bytes(&bytes).as_ref(), Ok(description));
        let sdp = description.to_sdp();
        assert_eq!(
            Description::parse(&sdp, description.offer).as_ref(),
            Ok(description),
            "{sdp}"
        );
    }

    #[test]
    fn the_chromium_offer_reads() {
        let expected = Description {
            offer: true,
            ufrag: "grlf".to_owned(),
            pwd: "+WkQsktKr3Rg627LjXH+vstC".to_owned(),
            fingerprint: OFFER_FINGERPRINT,
            setup: Setup::ActPass,
            sctp_port: 5000,
            max_message_size: Some(262144),
            candidates: vec![host(Address::V4([10, 77, 0, 1]), 38101)],
        };
        assert_eq!(offer(), expected);
    }

    #[test]
    fn the_chromium_answer_reads() {
        let expected = Description {
            offer: false,
            ufrag: "LNZE".to_owned(),
            pwd: "dqBaWmooU0rxTS/G9+Z80SAG".to_owned(),
            fingerprint: ANSWER_FINGERPRINT,
            setup: Setup::Active,
            sctp_port: 5000,
            max_message_size: Some(262144),
            candidates: vec![host(Address::V4([10, 77, 0, 1]), 46587)],
        };
        assert_eq!(answer(), expected);
    }

    #[test]
    fn lines_may_end_in_a_bare_newline() {
        assert_eq!(
            Description::parse(&OFFER.replace("\r\n", "\n"), true),
            Ok(offer())
        );
        assert_eq!(
            Description::parse(&ANSWER.replace("\r\n", "\n"), false),
            Ok(answer())
        );
    }

    #[test]
    fn the_samples_round_trip_through_bytes_and_sdp() {
        assert_round_trips(&offer());
        assert_round_trips(&answer());
    }

    #[test]
    fn the_offer_with_one_host_candidate_is_under_100_bytes() {
        let bytes = offer().to_bytes();
        // 2 (version, flags) + 5 (ufrag) + 25 (password) + 32 (fingerprint)
        // + 3 (max-message-size) + 1 (count) + 11 (the candidate).
        assert_eq!(bytes.len(), 79);
        assert!(bytes.len() < 100);
    }

    #[test]
    fn the_rebuilt_offer_is_what_chromium_is_given() {
        let expected = "v=0\r
o=- 8581119031859051424 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=msid-semantic: WMS\r
m=application 38101 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 10.77.0.1\r
a=candidate:1 1 udp 2113937151 10.77.0.1 38101 typ host generation 0\r
a=end-of-candidates\r
a=ice-ufrag:grlf\r
a=ice-pwd:+WkQsktKr3Rg627LjXH+vstC\r
a=fingerprint:sha-256 EE:2C:84:96:EA:9A:F7:40:C9:34:D3:76:59:ED:0F:6B:50:4F:D0:4C:7B:2B:A1:6C:37:E4:62:78:08:26:15:4C\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";
        assert_eq!(offer().to_sdp(), expected);
    }

    #[test]
    fn without_candidates_the_section_has_the_placeholder_address() {
        let description = Description {
            candidates: Vec::new(),
            ..answer()
        };
        let sdp = description.to_sdp();
        assert!(sdp.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(sdp.contains("c=IN IP4 0.0.0.0\r\n"));
        assert!(sdp.contains("a=end-of-candidates\r\n"));
        assert_round_trips(&description);
    }

    #[test]
    fn the_section_takes_the_first_candidate_with_an_ip_address() {
        let sdp = varied().to_sdp();
        assert!(sdp.contains("m=application 50000 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(sdp.contains("c=IN IP6 2001:db8::1\r\n"));
        let named_first = Description {
            candidates: varied().candidates.split_off(1),
            ..varied()
        };
        let sdp = named_first.to_sdp();
        assert!(sdp.contains("m=application 61000 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(sdp.contains("c=IN IP4 203.0.113.7\r\n"));
    }

    #[test]
    fn every_kind_of_candidate_round_trips() {
        let description = varied();
        assert_round_trips(&description);
        assert_round_trips(&Description {
            offer: true,
            setup: Setup::ActPass,
            max_message_size: Some(u32::MAX),
            sctp_port: 0,
            ..description
        });
    }

    #[test]
    fn an_ipv6_candidate_and_a_srflx_candidate_with_its_related_address_read() {
        let lines = "a=candidate:842163049 1 udp 1677729535 2001:db8::1 50000 typ srflx \
                     raddr fd00::5 rport 50001 generation 0 network-cost 999\r\n\
                     a=candidate:1 1 udp 1677729535 203.0.113.7 61000 typ srflx \
                     raddr 0.0.0.0 rport 0 generation 0";
        let description = with_candidates(lines).unwrap();
        let srflx = |address, port, related| Candidate {
            udp: true,
            priority: 1677729535,
            address,
            port,
            kind: Kind::Srflx,
            related: Some(related),
            tcp_type: None,
        };
        assert_eq!(
            description.candidates,
            vec![
                srflx(v6("2001:db8::1"), 50000, (v6("fd00::5"), 50001)),
                srflx(
                    Address::V4([203, 0, 113, 7]),
                    61000,
                    (Address::V4([0; 4]), 0)
                ),
            ]
        );
        let sdp = description.to_sdp();
        assert!(sdp.contains(
            "a=candidate:1 1 udp 1677729535 2001:db8::1 50000 typ srflx \
             raddr fd00::5 rport 50001 generation 0\r\n"
        ));
        assert_round_trips(&description);
    }

    #[test]
    fn a_tcp_candidate_keeps_its_tcptype() {
        let lines = "a=candidate:1 1 tcp 1518280447 192.168.1.5 9 typ host tcptype active \
                     generation 0 network-id 1\r\n\
                     a=candidate:2 1 TCP 1518214911 192.168.1.5 50123 typ host tcptype passive\r\n\
                     a=candidate:3 1 tcp 1518214911 192.168.1.5 50124 typ host";
        let description = with_candidates(lines).unwrap();
        let tcp_types: Vec<_> = description
            .candidates
            .iter()
            .map(|c| (c.udp, c.tcp_type))
            .collect();
        assert_eq!(
            tcp_types,
            vec![
                (false, Some(TcpType::Active)),
                (false, Some(TcpType::Passive)),
                (false, None)
            ]
        );
        let sdp = description.to_sdp();
        assert!(sdp.contains(
            "a=candidate:1 1 tcp 1518280447 192.168.1.5 9 typ host tcptype active generation 0\r\n"
        ));
        assert_round_trips(&description);
    }

    #[test]
    fn a_udp_candidate_never_carries_a_tcptype() {
        let line = "a=candidate:1 1 udp 2113937151 10.77.0.1 38101 typ host tcptype active";
        let description = with_candidates(line).unwrap();
        assert_eq!(description.candidates[0].tcp_type, None);
        let by_hand = Description {
            candidates: vec![Candidate {
                tcp_type: Some(TcpType::Active),
                ..host(Address::V4([10, 77, 0, 1]), 38101)
            }],
            ..offer()
        };
        assert!(!by_hand.to_sdp().contains("tcptype"));
        assert!(Description::from_bytes(&by_hand.to_bytes()).is_err());
    }

    #[test]
    fn an_mdns_name_travels_as_its_16_bytes() {
        let name = "3b8e0c1e-8a9f-4c2d-9e1a-0123456789ab.local";
        let line = format!("a=candidate:1 1 udp 2113937151 {name} 54321 typ host generation 0");
        let description = with_candidates(&line).unwrap();
        assert_eq!(
            description.candidates[0].address,
            Address::Name(name.to_owned())
        );
        // The same as an IPv4 candidate, with 16 bytes for the address instead of 4.
        assert_eq!(description.to_bytes().len(), offer().to_bytes().len() + 12);
        let sdp = description.to_sdp();
        assert!(sdp.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(sdp.contains("c=IN IP4 0.0.0.0\r\n"));
        assert_round_trips(&description);
        let upper = name.to_uppercase().replace(".LOCAL", ".local");
        assert_eq!(mdns_uuid(&upper), None);
        assert_eq!(
            mdns_uuid(name).map(|uuid| mdns_name(&uuid)),
            Some(name.to_owned())
        );
    }

    #[test]
    fn candidates_the_data_channel_does_not_use_are_left_out() {
        let lines = "a=candidate:1 2 udp 2113937150 10.77.0.1 38102 typ host\r\n\
                     a=candidate:2 1 ssltcp 2113937151 10.77.0.1 443 typ host\r\n\
                     a=candidate:3 1 udp 2113937151 10.77.0.1 38103 typ unknown";
        let description = with_candidates(lines).unwrap();
        assert_eq!(description.candidates, Vec::new());
    }

    #[test]
    fn past_16_candidates_the_tcp_ones_go_first() {
        let lines: Vec<String> = (0..20u16)
            .map(|index| {
                let transport = if index % 2 == 0 { "udp" } else { "tcp" };
                format!(
                    "a=candidate:{index} 1 {transport} 100 10.0.0.1 {} typ host",
                    1000 + index
                )
            })
            .collect();
        let description = with_candidates(&lines.join("\r\n")).unwrap();
        let ports: Vec<u16> = description.candidates.iter().map(|c| c.port).collect();
        let mut expected: Vec<u16> = (0..20u16).map(|index| 1000 + index).collect();
        expected.retain(|port| !matches!(*port, 1013 | 1015 | 1017 | 1019));
        assert_eq!(ports, expected);
        assert_round_trips(&description);
    }

    #[test]
    fn to_bytes_writes_16_candidates_at_most() {
        let description = Description {
            candidates: vec![host(Address::V4([10, 0, 0, 1]), 1); 20],
            ..offer()
        };
        let read = Description::from_bytes(&description.to_bytes()).unwrap();
        assert_eq!(read.candidates.len(), 16);
    }

    #[test]
    fn what_the_description_needs_must_be_there() {
        let without = |prefix: &str| {
            let lines: Vec<&str> = OFFER.lines().filter(|l| !l.starts_with(prefix)).collect();
            Description::parse(&lines.join("\n"), true)
        };
        assert_eq!(without("a=ice-ufrag"), Err(SdpError::Missing("ICE ufrag")));
        assert_eq!(without("a=ice-pwd"), Err(SdpError::Missing("ICE password")));
        assert_eq!(
            without("a=fingerprint"),
            Err(SdpError::Missing("sha-256 fingerprint"))
        );
        assert_eq!(
            Description::parse("", true),
            Err(SdpError::Missing("ICE ufrag"))
        );
        let sha_1 = OFFER.replace("sha-256 EE:2C", "sha-1 EE:2C");
        assert_eq!(
            Description::parse(&sha_1, true),
            Err(SdpError::Missing("sha-256 fingerprint"))
        );
    }

    #[test]
    fn the_optional_attributes_have_defaults() {
        let lines: Vec<&str> = ANSWER
            .lines()
            .filter(|l| !l.starts_with("a=setup") && !l.starts_with("a=sctp-port"))
            .filter(|l| !l.starts_with("a=max-message-size"))
            .collect();
        let sdp = lines.join("\n");
        let read = Description::parse(&sdp, false).unwrap();
        assert_eq!(read.setup, Setup::Active);
        assert_eq!(read.sctp_port, 5000);
        assert_eq!(read.max_message_size, None);
        assert_eq!(
            Description::parse(&sdp, true).unwrap().setup,
            Setup::ActPass
        );
        let huge = OFFER.replace("max-message-size:262144", "max-message-size:99999999999");
        assert_eq!(
            Description::parse(&huge, true).unwrap().max_message_size,
            Some(u32::MAX)
        );
    }

    #[test]
    fn malformed_sdp_is_refused() {
        let replaced = |from: &str, to: &str| Description::parse(&OFFER.replace(from, to), true);
        let assert_malformed = |result: Result<Description, SdpError>| {
            assert!(matches!(result, Err(SdpError::Malformed(_))), "{result:?}");
        };
        assert_malformed(replaced(":15:4C", ":15"));
        assert_malformed(replaced(":15:4C", ":15:4C:00"));
        assert_malformed(replaced("EE:2C", "GG:2C"));
        assert_malformed(replaced("EE:2C", "+E:2C"));
        assert_malformed(replaced("EE:2C", "EEE:2C"));
        assert_malformed(replaced("a=setup:actpass", "a=setup:holdconn"));
        assert_malformed(replaced("a=sctp-port:5000", "a=sctp-port:70000"));
        assert_malformed(replaced("a=ice-ufrag:grlf", "a=ice-ufrag:gr lf"));
        assert_malformed(replaced("a=ice-ufrag:grlf", "a=ice-ufrag:grlf\u{e9}"));
        assert_malformed(replaced("a=ice-ufrag:grlf", "a=ice-ufrag:gr-lf"));
        assert_malformed(with_candidates("a=candidate:"));
        assert_malformed(with_candidates("a=candidate:1 1 udp 1 10.0.0.1 1 host"));
        assert_malformed(with_candidates("a=candidate:1 1 udp x 10.0.0.1 1 typ host"));
        assert_malformed(with_candidates(
            "a=candidate:1 1 udp 1 10.0.0.1 65536 typ host",
        ));
        assert_malformed(with_candidates(
            "a=candidate:1 1 udp 1 10.0.0.1 1 typ host rport x",
        ));
        assert_malformed(with_candidates(
            "a=candidate:1 1 udp 1 fe80::1%eth0 1 typ host",
        ));
        assert_malformed(with_candidates(
            "a=candidate:1 1 udp 1 h\u{f6}st 1 typ host",
        ));
        assert_malformed(with_candidates(
            "a=candidate:1 1 tcp 1 10.0.0.1 1 typ host tcptype x",
        ));
        let long = "a".repeat(MAX_TEXT + 1);
        assert_eq!(
            replaced("a=ice-ufrag:grlf", &format!("a=ice-ufrag:{long}")),
            Err(SdpError::TooLong)
        );
        let line = format!("a=candidate:1 1 udp 1 {long}.local 1 typ host");
        assert_eq!(with_candidates(&line), Err(SdpError::TooLong));
    }

    #[test]
    fn garbage_text_never_panics() {
        let tokens = [
            "a=",
            "candidate:",
            "ice-ufrag:",
            "ice-pwd:",
            "fingerprint:",
            "sha-256 ",
            "setup:",
            "sctp-port:",
            "max-message-size:",
            "1",
            "0",
            "udp",
            "tcp",
            "typ",
            "host",
            "srflx",
            "raddr",
            "rport",
            "tcptype",
            "active",
            "::",
            ":",
            " ",
            "\r\n",
            "\n",
            "\r",
            "EE",
            "10.0.0.1",
            "fe80::1",
            "x.local",
            "\u{e9}",
            "\u{0}",
            "99999999999999999999",
            "-1",
        ];
        let mut rng = Lcg(7);
        for _ in 0..5000 {
            let length = rng.below(40);
            let text: String = (0..length)
                .map(|_| tokens[rng.below(tokens.len())])
                .collect();
            if let Ok(description) = Description::parse(&text, true) {
                assert_round_trips(&description);
            }
        }
    }

    #[test]
    fn every_prefix_of_the_byte_form_is_refused() {
        for description in [offer(), answer(), varied()] {
            let bytes = description.to_bytes();
            for end in 0..bytes.len() {
                assert!(
                    Description::from_bytes(&bytes[..end]).is_err(),
                    "a prefix of {end} bytes read"
                );
            }
        }
    }

    #[test]
    fn bytes_after_the_end_are_refused() {
        let mut bytes = offer().to_bytes();
        bytes.push(0);
        assert!(matches!(
            Description::from_bytes(&bytes),
            Err(SdpError::Malformed(_))
        ));
    }

    /// The bytes of a description with the given flags, ufrag and password (shorter than
    /// 128 bytes) and a fingerprint, up to its candidate count.
    fn header(flags: u8, ufrag: &[u8], pwd: &[u8]) -> Vec<u8> {
        let mut bytes = vec![VERSION, flags];
        bytes.push(u8::try_from(ufrag.len()).unwrap());
        bytes.extend_from_slice(ufrag);
        bytes.push(u8::try_from(pwd.len()).unwrap());
        bytes.extend_from_slice(pwd);
        bytes.extend_from_slice(&[0xAB; 32]);
        bytes
    }

    /// A password of the shortest length browsers take.
    const PWD: &[u8] = b"abcdefghijklmnopqrstuv";

    fn from(bytes: &[u8]) -> Result<Description, SdpError> {
        Description::from_bytes(bytes)
    }

    /// Reads a description with one candidate: its flags byte, a priority of 1, then
    /// `rest`.
    fn one_candidate(flags: u8, rest: &[u8]) -> Result<Description, SdpError> {
        let mut bytes = header(0, b"abcd", PWD);
        bytes.extend_from_slice(&[1, flags, 0, 0, 0, 1]);
        bytes.extend_from_slice(rest);
        from(&bytes)
    }

    #[test]
    fn garbage_bytes_are_refused_with_a_reason() {
        assert_eq!(from(&[]), Err(SdpError::Truncated));
        assert_eq!(from(&[0]), Err(SdpError::UnknownVersion(0)));
        assert_eq!(from(&[2, 0, 0]), Err(SdpError::UnknownVersion(2)));
        assert_eq!(from(&[1]), Err(SdpError::Truncated));
        assert!(matches!(from(&[1, 0x20]), Err(SdpError::Malformed(_))));
        assert!(matches!(from(&[1, 0b110]), Err(SdpError::Malformed(_))));
        assert_eq!(from(&[1, 0, 0x81, 0x02]), Err(SdpError::TooLong));
        let largest = [1, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F];
        assert_eq!(from(&largest), Err(SdpError::TooLong));
        let too_large = [1, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x1F];
        assert!(matches!(from(&too_large), Err(SdpError::Malformed(_))));
        let too_long = [1, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00];
        assert!(matches!(from(&too_long), Err(SdpError::Malformed(_))));
        assert_eq!(from(&[1, 0, 0]), Err(SdpError::Missing("ICE ufrag")));
        let not_utf8 = header(0, &[0xFF, 0xFE, 0xFD, 0xFC], PWD);
        assert!(matches!(from(&not_utf8), Err(SdpError::Malformed(_))));
        let not_ice = header(0, b"ab c", PWD);
        assert!(matches!(from(&not_ice), Err(SdpError::Malformed(_))));
    }

    #[test]
    fn the_candidate_count_is_16_at_most() {
        let mut none = header(0, b"abcd", PWD);
        none.push(0);
        assert!(from(&none).is_ok());
        let mut too_many = header(0, b"abcd", PWD);
        too_many.push(MAX_CANDIDATES + 1);
        assert_eq!(from(&too_many), Err(SdpError::TooMany));
        let mut count_255 = header(0, b"abcd", PWD);
        count_255.push(255);
        assert_eq!(from(&count_255), Err(SdpError::TooMany));
    }

    #[test]
    fn garbage_candidates_are_refused_with_a_reason() {
        assert!(one_candidate(0b0000_0001, &[10, 0, 0, 1, 0, 9]).is_ok());
        let unknown_form: &[u8] = &[10, 0, 0, 1, 0, 9, 7, 10, 0, 0, 2, 0, 9];
        assert!(matches!(
            one_candidate(0b1000_0001, unknown_form),
            Err(SdpError::Malformed(_))
        ));
        // Form 2, a host name: its length, then its bytes, then the port.
        let name = 0b0100_0001;
        assert!(one_candidate(name, &[3, b'a', b'.', b'b', 0, 9]).is_ok());
        let with_space = one_candidate(name, &[3, b'a', b' ', b'b', 0, 9]);
        assert!(matches!(with_space, Err(SdpError::Malformed(_))));
        let ip = one_candidate(name, &[7, b'1', b'.', b'2', b'.', b'3', b'.', b'4', 0, 9]);
        assert!(matches!(ip, Err(SdpError::Malformed(_))));
        assert_eq!(one_candidate(name, &[0x81, 0x02]), Err(SdpError::TooLong));
        let tcp_type_on_udp = 0b0000_1001;
        assert!(matches!(
            one_candidate(tcp_type_on_udp, &[10, 0, 0, 1, 0, 9]),
            Err(SdpError::Malformed(_))
        ));
        assert!(one_candidate(0b0000_1000, &[10, 0, 0, 1, 0, 9]).is_ok());
    }

    #[test]
    fn random_and_damaged_bytes_never_panic() {
        let mut rng = Lcg(42);
        for _ in 0..20_000 {
            let length = rng.below(120);
            let mut bytes: Vec<u8> = (0..length).map(|_| rng.byte()).collect();
            if let Some(first) = bytes.first_mut() {
                *first = VERSION;
            }
            if let Ok(description) = Description::from_bytes(&bytes) {
                assert_round_trips(&description);
            }
        }
        for description in [offer(), varied()] {
            let bytes = description.to_bytes();
            for index in 0..bytes.len() {
                for mask in [0x01, 0x02, 0x10, 0x80, 0xFF] {
                    let mut damaged = bytes.clone();
                    damaged[index] ^= mask;
                    if let Ok(read) = Description::from_bytes(&damaged) {
                        assert_round_trips(&read);
                    }
                }
            }
        }
    }

    /// An error is a sentence in the language spoken, naming what is wrong.
    #[test]
    fn errors_are_sentences_in_the_language_spoken() {
        assert_eq!(
            SdpError::Missing("ICE ufrag").to_string(),
            "The connection details have no ICE ufrag."
        );
        assert!(SdpError::UnknownVersion(9).to_string().contains('9'));
        let dutch = jjak_words::with_language("nl", || SdpError::Truncated.to_string());
        assert_ne!(dutch, SdpError::Truncated.to_string());
    }
}
