import type { Lang } from "@contracts/settings";
import type { SurveyArea } from "@contracts/survey";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { SURVEY_AREA_NAMES } from "./area-names";
import { linkMail } from "../../platform/mail/mail-layout";

const TOUR = { en: "ROK–US Friendship Tour", ko: "한미 우정 투어" } as const;

/**
 * A guest's personal survey link (on invitation and when they ask again), written by the server in `lang`. The
 * mail says the link is personal and that asking again replaces it, since both are things a guest trips over.
 */
export function surveyLinkMail(
  lang: Lang,
  input: { to: string; name: string; areas: readonly SurveyArea[]; link: string },
): MailMessage {
  const courses = input.areas.map((area) => SURVEY_AREA_NAMES[area][lang]).join(", ");
  const common = { to: input.to, link: input.link, before: 2, footer: TOUR[lang] };
  if (lang === "ko") {
    return linkMail(lang, {
      ...common,
      subject: `[${TOUR.ko}] 설문 참여 링크 안내`,
      lines: [
        `${input.name}님, 안녕하세요.`,
        `${TOUR.ko}(${courses})에 함께해 주셔서 감사합니다. 아래 개인 링크에서 사전 설문과 만족도 설문에 답해 주세요. 답변은 입력하는 대로 저장되어 언제든 이어서 작성할 수 있습니다.`,
        "이 링크는 본인 전용이니 다른 분께 전달하지 마세요. 링크를 다시 요청하시면 이전 링크는 더 이상 사용할 수 없습니다.",
      ],
      label: "설문 참여하기",
    });
  }
  return linkMail(lang, {
    ...common,
    subject: `[${TOUR.en}] Your survey link`,
    lines: [
      `Dear ${input.name},`,
      `Thank you for joining the ${TOUR.en} (${courses}). Please answer the preliminary and satisfaction surveys with your personal link below. Your answers are saved as you go, so you can come back and finish at any time.`,
      "The link is yours alone: please do not forward it. If you ask for a new link, this one stops working.",
    ],
    label: "Open my surveys",
  });
}
