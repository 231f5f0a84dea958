//! A fair deal between devices that do not trust each other: before a round is dealt, the
//! host sends a hash of a secret of its own ([`commit`]); each friend's device answers with
//! a seed of its own; the round is dealt from all of them together ([`round_seed`]). The
//! host cannot choose a deal, having committed to its secret before it saw the friends'
//! seeds; a friend cannot, not knowing the secret. When the round is over the host reveals
//! the secret, and each friend's device checks it against the hash and deals the round
//! again (`super::friend`).

use sha2::{Digest, Sha256};

use crate::engine::core::Seat;

/// A secret, a hash: 32 bytes.
pub type Bytes32 = [u8; 32];

/// The hash that commits the host to `secret`.
pub fn commit(secret: &Bytes32) -> Bytes32 {
    Sha256::digest(secret).into()
}

/// The host's secret for one deal, from the secret it keeps for the whole link: each
/// deal's is revealed when its round is over, and tells nothing of the next one's.
pub fn secret_for(master: &Bytes32, game: u32, round: u32) -> Bytes32 {
    of_deal(b"jjak deal secret", master, game, round)
}

/// A friend's seed for one deal, from the secret its device keeps: the same deal always
/// gets the same seed, so a seed sent again is the same seed.
pub fn seed_for(master: &Bytes32, game: u32, round: u32) -> u64 {
    first_u64(&of_deal(b"jjak friend seed", master, game, round))
}

/// SHA-256 of what `label` names, made from `master` for one deal.
fn of_deal(label: &[u8], master: &Bytes32, game: u32, round: u32) -> Bytes32 {
    let mut h = Sha256::new();
    h.update(label);
    h.update(master);
    h.update(game.to_be_bytes());
    h.update(round.to_be_bytes());
    h.finalize().into()
}

/// The link's id, as its invitations and answers name it: made from the host's secret,
/// and telling nothing of it.
pub fn link_id(master: &Bytes32) -> u64 {
    let mut h = Sha256::new();
    h.update(b"jjak link id");
    h.update(master);
    first_u64(&h.finalize().into())
}

/// The seed a round is dealt from: the host's secret and every friend's seed, by seat.
pub fn round_seed(secret: &Bytes32, seeds: &[(Seat, u64)]) -> u64 {
    let mut h = Sha256::new();
    h.update(b"jjak round seed");
    h.update(secret);
    // (in seat order, whatever order they came in; sorted by hand: no std sort in a bundle)
    let mut sorted = Vec::with_capacity(seeds.len());
    for &seat_seed in seeds {
        crate::engine::short_sort::insert_sorted(&mut sorted, seat_seed);
    }
    for (seat, seed) in sorted {
        h.update([seat]);
        h.update(seed.to_be_bytes());
    }
    first_u64(&h.finalize().into())
}

fn first_u64(bytes: &Bytes32) -> u64 {
    let mut first = [0; 8];
    first.copy_from_slice(&bytes[..8]);
    u64::from_be_bytes(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hash is SHA-256 (a friend could check it with any tool), and every seed counts.
    #[test]
    fn every_part_changes_the_deal() {
        let secret = [7; 32];
        assert_eq!(
            commit(&[0; 32])[..4],
            [0x66, 0x68, 0x7a, 0xad],
            "SHA-256 of 32 zero bytes"
        );
        let base = round_seed(&secret, &[(1, 5), (2, 9)]);
        assert_eq!(base, round_seed(&secret, &[(2, 9), (1, 5)]));
        assert_ne!(base, round_seed(&[8; 32], &[(1, 5), (2, 9)]));
        assert_ne!(base, round_seed(&secret, &[(1, 6), (2, 9)]));
        assert_ne!(base, round_seed(&secret, &[(1, 5), (3, 9)]));
        assert_ne!(secret_for(&secret, 0, 1), secret_for(&secret, 0, 2));
        assert_ne!(secret_for(&secret, 0, 1), secret_for(&secret, 1, 1));
        assert_eq!(seed_for(&secret, 2, 3), seed_for(&secret, 2, 3));
    }
}
