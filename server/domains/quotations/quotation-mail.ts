import { PRODUCT_NAME } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { escapeHtml } from "../auth/mail-templates";

/** The member's quotation page, where they read it and accept or decline (spec point 2: /quotation/{id}). */
export const quotationPagePath = (id: number) => `/quotation/${id}`;

/**
 * "You have a quotation": its title, number and validity, and the link to its page. Written by the server in `lang`;
 * no text comes from the request but the operator's title, escaped.
 */
export function quotationMail(
  lang: Lang,
  input: { to: string; title: string; number: string; validUntil: string; link: string },
): MailMessage {
  const ko = lang === "ko";
  const subject = ko
    ? `[${PRODUCT_NAME}] 견적서가 도착했습니다: ${input.title}`
    : `[${PRODUCT_NAME}] Your quotation: ${input.title}`;
  const lines = ko
    ? [
        `견적서 ${input.number} "${input.title}"를 보내 드렸습니다.`,
        `${input.validUntil}까지 아래 링크에서 확인하고 수락 또는 거절하실 수 있습니다.`,
      ]
    : [
        `We have sent you quotation ${input.number}, "${input.title}".`,
        `Read it and accept or decline it by ${input.validUntil} on its page:`,
      ];
  const linkText = ko ? "견적서 보기" : "View the quotation";
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("\n")}
<p style="margin:0 0 16px"><a href="${escapeHtml(input.link)}">${escapeHtml(linkText)}</a></p>
<p style="margin:24px 0 0;font-size:12px">${escapeHtml(PRODUCT_NAME)}</p>
</body>
</html>`;
  return { to: input.to, subject, html, text: [...lines, input.link].join("\n\n") };
}
