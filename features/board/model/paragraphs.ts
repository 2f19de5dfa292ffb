/**
 * A post's plain text as paragraphs of lines: a blank line (spaces allowed) ends a paragraph, a single line break
 * stays a line break. The text is never read as HTML: the screen renders these strings as text.
 */
export function toParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split("\n").map((line) => line.trimEnd()))
    .map(trimBlankEnds)
    .filter((lines) => lines.length > 0);
}

/** Several blank lines in a row leave blank lines at a paragraph's ends: they are not part of it. */
function trimBlankEnds(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.trim() === "") start += 1;
  while (end > start && lines[end - 1]?.trim() === "") end -= 1;
  return lines.slice(start, end);
}
