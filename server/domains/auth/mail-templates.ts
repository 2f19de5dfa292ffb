import { PRODUCT_NAME } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { escapeHtml, linkMail, mailLayout } from "../../platform/mail/mail-layout";

/** The shop's name, as its pages say it in both languages. */
const PRODUCT = { en: PRODUCT_NAME, ko: PRODUCT_NAME } as const;

export { escapeHtml };

const layout = (lang: Lang, title: string, paragraphs: string[]) => mailLayout(lang, title, paragraphs, PRODUCT[lang]);

/** The sign-up verification code mail; the server writes it in `lang`, the client supplies no text. */
export function verificationMail(lang: Lang, input: { to: string; code: string; minutes: number }): MailMessage {
  const code = `<strong style="font-size:22px;letter-spacing:4px">${escapeHtml(input.code)}</strong>`;
  const words =
    lang === "ko"
      ? {
          subject: `[${PRODUCT.ko}] 이메일 인증 코드`,
          lines: [
            `인증 코드는 ${input.code} 입니다.`,
            `${input.minutes}분 동안 유효합니다. 가입 화면에 입력해 주세요.`,
            "요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.",
          ],
          // the first line again, the code standing out
          codeLine: `인증 코드는 ${code} 입니다.`,
        }
      : {
          subject: `[${PRODUCT.en}] Your verification code`,
          lines: [
            `Your verification code is ${input.code}.`,
            `It is valid for ${input.minutes} minutes. Enter it on the sign-up page.`,
            "If you did not ask for it, you can ignore this mail.",
          ],
          codeLine: `Your verification code is ${code}.`,
        };
  return {
    to: input.to,
    subject: words.subject,
    text: words.lines.join("\n\n"),
    html: layout(lang, words.subject, [words.codeLine, ...words.lines.slice(1).map((line) => escapeHtml(line))]),
  };
}

/** The password-reset mail with its one-use link. */
export function resetPasswordMail(lang: Lang, input: { to: string; link: string; minutes: number }): MailMessage {
  const common = { to: input.to, link: input.link, before: 1, footer: PRODUCT[lang] };
  if (lang === "ko") {
    return linkMail(lang, {
      ...common,
      subject: `[${PRODUCT.ko}] 비밀번호 재설정 안내`,
      lines: [
        "아래 링크에서 새 비밀번호를 설정해 주세요.",
        `링크는 ${input.minutes}분 동안 한 번만 사용할 수 있습니다.`,
        "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
      ],
      label: "비밀번호 재설정하기",
    });
  }
  return linkMail(lang, {
    ...common,
    subject: `[${PRODUCT.en}] Reset your password`,
    lines: [
      "Set a new password with the link below.",
      `The link works once and for ${input.minutes} minutes.`,
      "If you did not ask for it, ignore this mail; your password stays as it is.",
    ],
    label: "Reset my password",
  });
}
