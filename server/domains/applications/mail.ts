import { PRODUCT_NAME } from "@contracts/editions";
import type { EduStatus } from "@contracts/applications";
import type { Lang } from "@contracts/settings";
import { linkMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mail-provider";

/** The applicant's page of one application (spec point 2: /seouledutravel/myapplication/detail/{appId}). */
export const applicationPagePath = (id: number) => `/seouledutravel/myapplication/detail/${id}`;

const STATUS_WORDS: Record<Lang, Record<EduStatus, string>> = {
  en: {
    draft: "saved as a draft",
    submitted: "submitted",
    under_review: "under review",
    info_requested: "waiting for more information from you",
    approved: "approved",
    rejected: "not accepted",
    waitlisted: "on the waiting list",
    withdrawn: "withdrawn",
    completed: "completed",
  },
  ko: {
    draft: "임시 저장됨",
    submitted: "제출 완료",
    under_review: "심사 중",
    info_requested: "추가 정보 요청",
    approved: "승인",
    rejected: "불승인",
    waitlisted: "대기자 명단 등록",
    withdrawn: "신청 취소",
    completed: "수료",
  },
};

type StatusMailInput = {
  to: string;
  name: string;
  programme: string;
  status: EduStatus;
  message: string;
  link: string;
};

/**
 * "Your application is now ...": the programme, the new status, the operators' message and the link to the
 * application's page, in the applicant's language. No text comes from the request but the operators' message.
 */
export function statusMail(lang: Lang, input: StatusMailInput): MailMessage {
  const ko = lang === "ko";
  const status = STATUS_WORDS[lang][input.status];
  const subject = ko
    ? `[${PRODUCT_NAME}] ${input.programme} 신청 상태: ${status}`
    : `[${PRODUCT_NAME}] Your application to ${input.programme} is ${status}`;
  const greeting = ko ? `${input.name} 님, 안녕하세요.` : `Dear ${input.name},`;
  const line = ko
    ? `${input.programme} 신청 상태가 "${status}"(으)로 바뀌었습니다.`
    : `Your application to ${input.programme} is now ${status}.`;
  const message = input.message
    ? [ko ? `담당자 메시지: ${input.message}` : `Message from the team: ${input.message}`]
    : [];
  const action =
    input.status === "info_requested"
      ? [ko ? "아래 링크에서 신청서를 수정해 다시 제출해 주세요." : "Please edit your application and submit it again:"]
      : [ko ? "아래 링크에서 신청 내역을 확인하실 수 있습니다." : "You can see your application here:"];
  const lines = [greeting, line, ...message, ...action];
  return linkMail(lang, {
    to: input.to,
    subject,
    lines,
    before: lines.length,
    link: input.link,
    label: ko ? "신청 내역 보기" : "View my application",
    footer: PRODUCT_NAME,
  });
}

type ReminderInput = { to: string; name: string; programme: string; due: string; link: string; today: boolean };

/** The report reminder: a week before the due day, and on the day. */
export function reminderMail(lang: Lang, input: ReminderInput): MailMessage {
  const ko = lang === "ko";
  const subject = ko
    ? `[${PRODUCT_NAME}] ${input.programme} 결과 보고서 ${input.today ? "제출 마감일입니다" : "마감 1주일 전입니다"}`
    : `[${PRODUCT_NAME}] Your ${input.programme} report is due ${input.today ? "today" : "in a week"}`;
  const lines = ko
    ? [
        `${input.name} 님, 안녕하세요.`,
        `${input.programme} 결과 보고서 제출 기한은 ${input.due}입니다.`,
        "아래 링크에서 보고서와 파일을 제출해 주세요.",
      ]
    : [
        `Dear ${input.name},`,
        `Your report on ${input.programme} is due on ${input.due}.`,
        "Please submit it with its files here:",
      ];
  return linkMail(lang, {
    to: input.to,
    subject,
    lines,
    before: lines.length,
    link: input.link,
    label: ko ? "보고서 제출하기" : "Submit my report",
    footer: PRODUCT_NAME,
  });
}
