/**
 * A company's initials for a card without a logo: the first letters of its first two words ("Seoul Wellness
 * Clinic" -> "SW"); a Korean name gives its first two syllables ("서울웰니스" -> "서울").
 */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const [first = "", second] = words;
  if (/^\p{Script=Hangul}/u.test(first)) return Array.from(first).slice(0, 2).join("");
  const letters = second ? [Array.from(first)[0], Array.from(second)[0]] : Array.from(first).slice(0, 2);
  return letters.join("").toUpperCase();
}
