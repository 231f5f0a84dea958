//! Korean particles (조사), which Fluent's JOSA($arg, "이", "가") writes after an
//! argument: the first after a final consonant (받침), the second after a vowel.

/// Writes the particle that follows `word`: `after_consonant` when its last sound has a
/// final consonant, else `after_vowel` (으로/로 also takes 로 after ㄹ); 나 with 이/가 is
/// 내가 (the word is already written: it is replaced).
pub fn put(s: &mut String, word: &str, after_consonant: &str, after_vowel: &str) {
    if word == "나" && after_consonant == "이" {
        s.truncate(s.len() - word.len());
        s.push_str("내가");
        return;
    }
    let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    // (a silent final h after ng, "jongh" read 종, leaves the ng sounding: 은, not 는;
    // "Leigh", "Hugh" end in a vowel)
    let last = match word.len().checked_sub(3).and_then(|i| word.get(i..)) {
        Some(end) if end.eq_ignore_ascii_case("ngh") => Some('g'),
        _ => word.chars().last(),
    };
    let consonant = match last.map(final_consonant).unwrap_or(Coda::None) {
        Coda::None => false,
        Coda::Rieul => after_consonant != "으로",
        Coda::Other => true,
    };
    s.push_str(if consonant {
        after_consonant
    } else {
        after_vowel
    });
}

enum Coda {
    None,
    Rieul,
    Other,
}

/// The final consonant of a character as read in Korean: Hangul by its syllable, digits
/// by their Korean names (일, 이, 삼…), Latin letters as an English name ends.
fn final_consonant(c: char) -> Coda {
    let code = c as u32;
    if (0xAC00..=0xD7A3).contains(&code) {
        return match (code - 0xAC00) % 28 {
            0 => Coda::None,
            8 => Coda::Rieul,
            _ => Coda::Other,
        };
    }
    match c.to_ascii_lowercase() {
        // 영 일 이 삼 사 오 육 칠 팔 구
        '0' | '3' | '6' => Coda::Other,
        '1' | '7' | '8' | 'l' => Coda::Rieul,
        'b' | 'c' | 'd' | 'g' | 'k' | 'm' | 'n' | 'p' | 't' => Coda::Other,
        _ => Coda::None,
    }
}
