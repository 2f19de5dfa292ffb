/** A block of an operator-written page: a paragraph of lines, a subheading, or a list. */
export type SiteBlock =
  { kind: "paragraph"; lines: string[] } | { kind: "heading"; text: string } | { kind: "list"; items: string[] };

/**
 * The plain text of a site page as blocks: a blank line ends a paragraph, `## ` starts a subheading, `- ` a list
 * item (consecutive items make one list), any other line belongs to the paragraph it is in. Nothing is read as
 * HTML or markup beyond these two marks: the screen renders every string as text.
 */
export function parseSiteText(body: string): SiteBlock[] {
  const blocks: SiteBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph });
    if (list.length > 0) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const trimmed = raw.trim();
    // a mark is followed by a space (or stands alone, empty): "##no space" and "-not an item" stay text
    const heading = /^##(?:\s+(.*))?$/.exec(trimmed);
    const item = /^-(?:\s+(.*))?$/.exec(trimmed);
    if (trimmed === "") {
      flush();
    } else if (heading) {
      flush();
      if (heading[1]) blocks.push({ kind: "heading", text: heading[1] });
    } else if (item) {
      if (paragraph.length > 0) flush();
      if (item[1]) list.push(item[1]);
    } else {
      if (list.length > 0) flush();
      paragraph.push(trimmed);
    }
  }
  flush();
  return blocks;
}
