//! The short lists the games keep (a hand, a meld, a row of tiles, a table of a few dozen
//! lines): sorted, and kept sorted as tiles come and go. Each use of the standard library's
//! sorts on a new element type adds its own copy of a sort built for millions of items
//! (about 4 KB of WebAssembly each, 35 KB in all in the browser build); these lists hold a
//! few dozen items at most, a whole tile set (144) when a test deals a wall of its own, so
//! a stable insertion sort does the same work in a few dozen bytes per use, and is as fast
//! at these sizes (the standard sorts use it themselves below 20 items). A standard sort in
//! a bundle fails tests/e2e/wasm-contents.test.mjs.

/// Puts `item` into the sorted list `list` (after the items equal to it): the games keep
/// their hands sorted, so a view can lend them as they are.
pub fn insert_sorted<T: Ord>(list: &mut Vec<T>, item: T) {
    let at = list.partition_point(|x| *x <= item);
    list.insert(at, item);
}

/// Takes one item equal to `item` out of `list`, if it holds one (the order of the rest is
/// kept).
pub fn remove_one<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if let Some(at) = list.iter().position(|x| *x == item) {
        list.remove(at);
    }
}

/// Whether `given` holds the items of `all`, each as often, in any order (a deal checked
/// against the game's tiles). The lengths are compared first, so a list of any length
/// given from outside is never sorted.
pub fn same_items<T: Ord + Clone>(given: &[T], all: &[T]) -> bool {
    if given.len() != all.len() {
        return false;
    }
    let (mut given, mut all) = (given.to_vec(), all.to_vec());
    given.sort_short();
    all.sort_short();
    given == all
}

/// Sorting in place, stable (equal items keep their order).
pub trait ShortSort<T> {
    /// Sorts by `less` (a strict order: `less(a, b)` when `a` goes before `b`).
    fn sort_short_by(&mut self, less: impl FnMut(&T, &T) -> bool);

    /// Sorts in ascending order.
    fn sort_short(&mut self)
    where
        T: Ord,
    {
        self.sort_short_by(|a, b| a < b);
    }

    /// Sorts by a key, ascending.
    fn sort_short_by_key<K: Ord>(&mut self, mut key: impl FnMut(&T) -> K) {
        self.sort_short_by(|a, b| key(a) < key(b));
    }
}

impl<T> ShortSort<T> for [T] {
    fn sort_short_by(&mut self, mut less: impl FnMut(&T, &T) -> bool) {
        for i in 1..self.len() {
            let mut j = i;
            while j > 0 && less(&self[j], &self[j - 1]) {
                self.swap(j, j - 1);
                j -= 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{same_items, ShortSort};

    /// The same order as the standard library's stable sort, on every list up to a tile
    /// set's length, equal keys included.
    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for len in 0..150 {
            let items: Vec<(u64, usize)> = (0..len).map(|i| (next() % 9, i)).collect();
            let mut ours = items.clone();
            ours.sort_short_by_key(|&(k, _)| k);
            let mut std_sorted = items.clone();
            std_sorted.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std_sorted, "stable, {len} items");
            let mut ours = items.clone();
            ours.sort_short();
            let mut std_sorted = items;
            std_sorted.sort();
            assert_eq!(ours, std_sorted, "ascending, {len} items");
        }
        assert!(same_items(&[2, 1, 2], &[1, 2, 2]));
        assert!(!same_items(&[2, 1, 1], &[1, 2, 2]));
        assert!(!same_items(&[1, 2], &[1, 2, 2]));
        let mut v = vec![3, 1, 2];
        v.sort_short_by(|a, b| a > b);
        assert_eq!(v, [3, 2, 1]);
    }
}
