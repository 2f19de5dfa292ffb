import type { Lang } from "@contracts/settings";
import type { SurveyArea } from "@contracts/survey";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { SURVEY_AREA_NAMES } from "./area-names";
import { escapeHtml } from "../auth/mail-templates";

const TOUR = { en: "ROK–US Friendship Tour", ko: "한미 우정 투어" } as const;

function layout(lang: Lang, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px">${escapeHtml(TOUR[lang])}</p>
</body>
</html>`;
}

/**
 * A guest's personal survey link (on invitation and when they ask again), written by the server in `lang`. The
 * mail says the link is personal and that asking again replaces it, since both are things a guest trips over.
 */
export function surveyLinkMail(
  lang: Lang,
  input: { to: string; name: string; areas: readonly SurveyArea[]; link: string },
): MailMessage {
  const link = escapeHtml(input.link);
  const courses = input.areas.map((area) => SURVEY_AREA_NAMES[area][lang]).join(", ");
  if (lang === "ko") {
    const subject = `[${TOUR.ko}] 설문 참여 링크 안내`;
    const lines = [
      `${input.name}님, 안녕하세요.`,
      `${TOUR.ko}(${courses})에 함께해 주셔서 감사합니다. 아래 개인 링크에서 사전 설문과 만족도 설문에 답해 주세요. 답변은 입력하는 대로 저장되어 언제든 이어서 작성할 수 있습니다.`,
      "이 링크는 본인 전용이니 다른 분께 전달하지 마세요. 링크를 다시 요청하시면 이전 링크는 더 이상 사용할 수 없습니다.",
    ];
    return {
      to: input.to,
      subject,
      text: [lines[0], lines[1], input.link, lines[2]].join("\n\n"),
      html: layout(lang, subject, [
        escapeHtml(lines[0] ?? ""),
        escapeHtml(lines[1] ?? ""),
        `<a href="${link}">설문 참여하기</a><br><span style="font-size:12px;word-break:break-all">${link}</span>`,
        escapeHtml(lines[2] ?? ""),
      ]),
    };
  }
  const subject = `[${TOUR.en}] Your survey link`;
  const lines = [
    `Dear ${input.name},`,
    `Thank you for joining the ${TOUR.en} (${courses}). Please answer the preliminary and satisfaction surveys with your personal link below. Your answers are saved as you go, so you can come back and finish at any time.`,
    "The link is yours alone: please do not forward it. If you ask for a new link, this one stops working.",
  ];
  return {
    to: input.to,
    subject,
    text: [lines[0], lines[1], input.link, lines[2]].join("\n\n"),
    html: layout(lang, subject, [
      escapeHtml(lines[0] ?? ""),
      escapeHtml(lines[1] ?? ""),
      `<a href="${link}">Open my surveys</a><br><span style="font-size:12px;word-break:break-all">${link}</span>`,
      escapeHtml(lines[2] ?? ""),
    ]),
  };
}
