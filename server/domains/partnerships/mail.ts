import { PRODUCT_NAME } from "@contracts/editions";
import type { PartnershipDecision } from "@contracts/partnerships";
import type { Lang } from "@contracts/settings";
import { escapeHtml, mailLayout } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mail-provider";

const SITE_NAME: Record<Lang, string> = { en: "Seoulite Pass", ko: "서울라이트 패스" };

type Applicant = { to: string; contact: string; venue: string; reference: string };

function message(lang: Lang, to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: mailLayout(
      lang,
      subject,
      lines.map((line) => escapeHtml(line)),
      `${SITE_NAME[lang]} · ${PRODUCT_NAME}`,
    ),
  };
}

/** "We received your application": its reference number and what happens next, in the venue's language. */
export function receivedMail(lang: Lang, input: Applicant): MailMessage {
  const ko = lang === "ko";
  const subject = ko
    ? `[${SITE_NAME.ko}] 제휴 신청이 접수되었습니다 (${input.reference})`
    : `[${SITE_NAME.en}] We received your partnership application (${input.reference})`;
  const lines = ko
    ? [
        `${input.contact} 님, 안녕하세요.`,
        `${input.venue}의 서울라이트 패스 제휴 신청이 접수되었습니다. 접수 번호는 ${input.reference}입니다.`,
        "담당자가 신청 내용을 검토한 뒤 결과를 이 주소로 알려 드립니다. 문의하실 때 접수 번호를 알려 주세요.",
      ]
    : [
        `Dear ${input.contact},`,
        `We received ${input.venue}'s application to become a Seoulite Pass partner. Your reference number is ${input.reference}.`,
        "Our team will review it and write to this address with the result. Please quote the reference number if you contact us.",
      ];
  return message(lang, input.to, subject, lines);
}

/** The decision and the operators' note, in the venue's language. */
export function decisionMail(
  lang: Lang,
  input: Applicant & { decision: PartnershipDecision; note: string },
): MailMessage {
  const ko = lang === "ko";
  const approved = input.decision === "approved";
  const subject = ko
    ? `[${SITE_NAME.ko}] 제휴 신청 결과: ${approved ? "승인" : "불승인"} (${input.reference})`
    : `[${SITE_NAME.en}] Your partnership application was ${approved ? "approved" : "declined"} (${input.reference})`;
  const lines = ko
    ? [
        `${input.contact} 님, 안녕하세요.`,
        approved
          ? `${input.venue}의 제휴 신청(${input.reference})이 승인되었습니다. 담당자가 곧 연락드려 제휴처 등록을 함께 진행하겠습니다.`
          : `검토 결과, 아쉽게도 ${input.venue}의 제휴 신청(${input.reference})은 이번에 승인되지 않았습니다.`,
        `담당자 메시지: ${input.note}`,
      ]
    : [
        `Dear ${input.contact},`,
        approved
          ? `${input.venue}'s partnership application (${input.reference}) has been approved. Our team will contact you shortly to list the venue on the pass.`
          : `We are sorry: after review, ${input.venue}'s partnership application (${input.reference}) was not accepted this time.`,
        `Message from the team: ${input.note}`,
      ];
  return message(lang, input.to, subject, lines);
}
