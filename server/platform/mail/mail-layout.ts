import type { Lang } from "@contracts/settings";
import { escapeHtml } from "../http/static-site";
import type { MailMessage } from "./mail-provider";

// The one look of the product's mails: a title, paragraphs and the sender's name in small print.

export { escapeHtml };

/** A mail's HTML: `paragraphs` are HTML already; the title and the footer are escaped here. */
export function mailLayout(lang: Lang, title: string, paragraphs: string[], footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px">${escapeHtml(footer)}</p>
</body>
</html>`;
}

/**
 * A mail around one link: the plain lines with the link after the first `before` of them, in the text as it is and
 * in the HTML as a labelled link with the address spelled out below it.
 */
export function linkMail(
  lang: Lang,
  input: { to: string; subject: string; lines: string[]; before: number; link: string; label: string; footer: string },
): MailMessage {
  const { lines, before } = input;
  const link = escapeHtml(input.link);
  const anchor = `<a href="${link}">${input.label}</a><br><span style="font-size:12px;word-break:break-all">${link}</span>`;
  const paragraphs = lines.map((line) => escapeHtml(line));
  return {
    to: input.to,
    subject: input.subject,
    text: [...lines.slice(0, before), input.link, ...lines.slice(before)].join("\n\n"),
    html: mailLayout(
      lang,
      input.subject,
      [...paragraphs.slice(0, before), anchor, ...paragraphs.slice(before)],
      input.footer,
    ),
  };
}
