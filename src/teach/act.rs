//! What a teaching widget's button does: one typed action, written into the widget's
//! markup (`data-act="add:3"`) and read back from it by the same code, so the two cannot
//! disagree. The page passes the action of the button clicked to its widget
//! (`ui::widgets`).

use std::fmt;
use std::str::FromStr;

use crate::art::html::Safe;

/// Where the points calculator puts the tiles added next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Into {
    /// The concealed hand.
    Hand,
    /// A meld laid open (three tiles, four for a kong).
    OpenMeld,
    /// A concealed kong.
    ClosedKong,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Act {
    /// The chart: show the mates of the tile in place `i`.
    Pick(usize),
    /// The checker: put the palette's tile `i` in the hand; the calculator: the tile of
    /// kind `i` (flowers last), where the tiles go now.
    Add(usize),
    /// Take the hand's `k`th tile out.
    Remove(usize),
    /// Empty the hand (the chart: show no tile's mates).
    Clear,
    /// The calculator: the winner's seat, and the prevailing wind (0 East … 3 North).
    Seat(u8),
    Prevailing(u8),
    /// Who threw the winning tile (`None`: it was drawn).
    From(Option<u8>),
    /// Won with the tile drawn after a kong, after a kong on a kong, by robbing a kong
    /// (each turned on and off).
    AfterKong,
    KongOnKong,
    Robbed,
    /// Where the tiles added next go.
    Into(Into),
    /// Take back the `k`th meld, the `k`th flower.
    Unmeld(usize),
    Unflower(usize),
    /// The winning tile, by its kind.
    Win(usize),
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Pick(i) => write!(f, "pick:{i}"),
            Act::Add(i) => write!(f, "add:{i}"),
            Act::Remove(k) => write!(f, "remove:{k}"),
            Act::Clear => f.write_str("clear"),
            Act::Seat(s) => write!(f, "seat:{s}"),
            Act::Prevailing(s) => write!(f, "prevailing:{s}"),
            Act::From(None) => f.write_str("from:self"),
            Act::From(Some(s)) => write!(f, "from:{s}"),
            Act::AfterKong => f.write_str("after-kong"),
            Act::KongOnKong => f.write_str("kong-on-kong"),
            Act::Robbed => f.write_str("robbed"),
            Act::Into(Into::Hand) => f.write_str("into:hand"),
            Act::Into(Into::OpenMeld) => f.write_str("into:open"),
            Act::Into(Into::ClosedKong) => f.write_str("into:closed"),
            Act::Unmeld(k) => write!(f, "unmeld:{k}"),
            Act::Unflower(k) => write!(f, "unflower:{k}"),
            Act::Win(i) => write!(f, "win:{i}"),
        }
    }
}

/// (an action writes only `[a-z0-9:-]`: safe in markup as it is)
impl Safe for Act {}

/// A `data-act` that names no action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAct(pub String);

impl FromStr for Act {
    type Err = UnknownAct;

    fn from_str(text: &str) -> Result<Act, UnknownAct> {
        let (verb, arg) = text.split_once(':').unwrap_or((text, ""));
        let number = || arg.parse::<usize>().ok();
        let seat = || arg.parse::<u8>().ok().filter(|&s| s < 4);
        let act = match verb {
            "pick" => number().map(Act::Pick),
            "add" => number().map(Act::Add),
            "remove" => number().map(Act::Remove),
            "clear" if arg.is_empty() => Some(Act::Clear),
            "seat" => seat().map(Act::Seat),
            "prevailing" => seat().map(Act::Prevailing),
            "from" if arg == "self" => Some(Act::From(None)),
            "from" => seat().map(|s| Act::From(Some(s))),
            "after-kong" if arg.is_empty() => Some(Act::AfterKong),
            "kong-on-kong" if arg.is_empty() => Some(Act::KongOnKong),
            "robbed" if arg.is_empty() => Some(Act::Robbed),
            "into" => match arg {
                "hand" => Some(Act::Into(Into::Hand)),
                "open" => Some(Act::Into(Into::OpenMeld)),
                "closed" => Some(Act::Into(Into::ClosedKong)),
                _ => None,
            },
            "unmeld" => number().map(Act::Unmeld),
            "unflower" => number().map(Act::Unflower),
            "win" => number().map(Act::Win),
            _ => None,
        };
        act.ok_or_else(|| UnknownAct(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every action reads back from what it writes; anything else is refused.
    #[test]
    fn an_action_reads_back_as_written() {
        let all = [
            Act::Pick(3),
            Act::Add(41),
            Act::Remove(0),
            Act::Clear,
            Act::Seat(2),
            Act::Prevailing(3),
            Act::From(None),
            Act::From(Some(1)),
            Act::AfterKong,
            Act::KongOnKong,
            Act::Robbed,
            Act::Into(Into::Hand),
            Act::Into(Into::OpenMeld),
            Act::Into(Into::ClosedKong),
            Act::Unmeld(1),
            Act::Unflower(2),
            Act::Win(7),
        ];
        for act in all {
            assert_eq!(act.to_string().parse(), Ok(act), "{act}");
        }
        for bad in [
            "", "pick", "pick:x", "seat:4", "from:9", "into:air", "clear:1", "jump:1",
        ] {
            assert_eq!(
                bad.parse::<Act>(),
                Err(UnknownAct(bad.to_string())),
                "{bad}"
            );
        }
    }
}
