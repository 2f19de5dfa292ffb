/** An option of a Combobox: the value it stands for, the text shown, and other words it should be found by. */
export type ComboboxOption = {
  value: string;
  label: string;
  /** Other names that find this option (the English name under a Korean label, an ISO code...). */
  keywords?: readonly string[];
  disabled?: boolean;
};

// The 19 initial consonants in syllable order, as a keyboard types them alone (compatibility jamo)
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
// 21 vowels x 28 finals share one initial
const SYLLABLES_PER_INITIAL = 588;

/**
 * Text as the search compares it: case folded, accents dropped ("Côte" finds "cote"), full-width forms made
 * plain, and Hangul syllables split into their letters (NFKD), so "대하" already finds "대한민국" while the
 * last syllable is still being composed and a lone "ㄷ" finds every name starting with 대, 도, 두...
 */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

/** The initial consonants of a Korean text ("대한민국" -> "ㄷㅎㅁㄱ"); other characters are kept as they are. */
export function hangulInitials(text: string): string {
  let result = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    result +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)]
        : char;
  }
  return result;
}

function isInitialsOnly(text: string): boolean {
  return text.length > 0 && [...text].every((char) => char === " " || INITIALS.includes(char));
}

/**
 * The options matching a query, best first: those whose label or a keyword starts with the query, then those
 * containing it, each group in the original order. An empty query keeps every option. A query of initial
 * consonants only ("ㄷㅎ") also matches names by their initials, as Korean users expect.
 */
export function filterComboboxOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...options];
  const initialsQuery = isInitialsOnly(query.trim()) ? query.replace(/\s+/g, "") : null;
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const texts = [option.label, ...(option.keywords ?? [])];
    let rank: 0 | 1 | null = null;
    for (const text of texts) {
      const haystack = normalizeForSearch(text);
      const initials = initialsQuery ? hangulInitials(text).replace(/\s+/g, "") : "";
      if (haystack.startsWith(needle) || (initialsQuery && initials.startsWith(initialsQuery))) {
        rank = 0;
        break;
      }
      if (haystack.includes(needle) || (initialsQuery && initials.includes(initialsQuery))) rank = 1;
    }
    if (rank === 0) starts.push(option);
    else if (rank === 1) contains.push(option);
  }
  return [...starts, ...contains];
}
