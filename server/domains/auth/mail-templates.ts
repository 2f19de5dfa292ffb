import { PRODUCT_NAME } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import type { MailMessage } from "../../platform/mail/mail-provider";

/** The shop's name, as its pages say it in both languages. */
const PRODUCT = { en: PRODUCT_NAME, ko: PRODUCT_NAME } as const;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function layout(lang: Lang, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px">${escapeHtml(PRODUCT[lang])}</p>
</body>
</html>`;
}

/** The sign-up verification code mail; the server writes it in `lang`, the client supplies no text. */
export function verificationMail(lang: Lang, input: { to: string; code: string; minutes: number }): MailMessage {
  if (lang === "ko") {
    const subject = `[${PRODUCT.ko}] 이메일 인증 코드`;
    const lines = [
      `인증 코드는 ${input.code} 입니다.`,
      `${input.minutes}분 동안 유효합니다. 가입 화면에 입력해 주세요.`,
      "요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.",
    ];
    return {
      to: input.to,
      subject,
      text: lines.join("\n\n"),
      html: layout(lang, subject, [
        `인증 코드는 <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(input.code)}</strong> 입니다.`,
        escapeHtml(lines[1] ?? ""),
        escapeHtml(lines[2] ?? ""),
      ]),
    };
  }
  const subject = `[${PRODUCT.en}] Your verification code`;
  const lines = [
    `Your verification code is ${input.code}.`,
    `It is valid for ${input.minutes} minutes. Enter it on the sign-up page.`,
    "If you did not ask for it, you can ignore this mail.",
  ];
  return {
    to: input.to,
    subject,
    text: lines.join("\n\n"),
    html: layout(lang, subject, [
      `Your verification code is <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(input.code)}</strong>.`,
      escapeHtml(lines[1] ?? ""),
      escapeHtml(lines[2] ?? ""),
    ]),
  };
}

/** The password-reset mail with its one-use link. */
export function resetPasswordMail(lang: Lang, input: { to: string; link: string; minutes: number }): MailMessage {
  const link = escapeHtml(input.link);
  if (lang === "ko") {
    const subject = `[${PRODUCT.ko}] 비밀번호 재설정 안내`;
    const lines = [
      "아래 링크에서 새 비밀번호를 설정해 주세요.",
      `링크는 ${input.minutes}분 동안 한 번만 사용할 수 있습니다.`,
      "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
    ];
    return {
      to: input.to,
      subject,
      text: [lines[0], input.link, lines[1], lines[2]].join("\n\n"),
      html: layout(lang, subject, [
        escapeHtml(lines[0] ?? ""),
        `<a href="${link}">비밀번호 재설정하기</a><br><span style="font-size:12px;word-break:break-all">${link}</span>`,
        escapeHtml(lines[1] ?? ""),
        escapeHtml(lines[2] ?? ""),
      ]),
    };
  }
  const subject = `[${PRODUCT.en}] Reset your password`;
  const lines = [
    "Set a new password with the link below.",
    `The link works once and for ${input.minutes} minutes.`,
    "If you did not ask for it, ignore this mail; your password stays as it is.",
  ];
  return {
    to: input.to,
    subject,
    text: [lines[0], input.link, lines[1], lines[2]].join("\n\n"),
    html: layout(lang, subject, [
      escapeHtml(lines[0] ?? ""),
      `<a href="${link}">Reset my password</a><br><span style="font-size:12px;word-break:break-all">${link}</span>`,
      escapeHtml(lines[1] ?? ""),
      escapeHtml(lines[2] ?? ""),
    ]),
  };
}
