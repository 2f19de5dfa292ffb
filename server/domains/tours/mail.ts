import { PRODUCT_NAME } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import type { TourReservation } from "@contracts/tours";
import { escapeHtml, linkMail, mailLayout } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mail-provider";

/** Where a guest finds a reservation again (the number and the e-mail open it; the mail carries no key). */
export const myReservationPath = (number: string) => `/apec2025/myreservation?number=${encodeURIComponent(number)}`;

const KOREA = "Asia/Seoul";

export function when(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "ko" ? "ko-KR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: KOREA,
  }).format(new Date(iso));
}

function money(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === "ko" ? "ko-KR" : "en-US", { style: "currency", currency }).format(amount);
}

/**
 * "Your summit tour is booked": the reservation number to keep, the course, departure and meeting point, what is
 * owed and how, and until when it cancels free of charge, with the link to find it again. Written by the server in
 * the booking's language from stored data only.
 */
export function tourBookedMail(
  lang: Lang,
  input: { to: string; link: string; reservation: TourReservation },
): MailMessage {
  const r = input.reservation;
  const ko = lang === "ko";
  const departure = `${r.departure_date} ${r.departure_time}`;
  const total = money(r.total, r.currency, lang);
  const transfer =
    r.payment_method === "bank_transfer" && r.deposit_account && r.deposit_due_at
      ? ko
        ? `입금 계좌: ${r.deposit_account.bank} ${r.deposit_account.number} (예금주 ${r.deposit_account.holder}), ${when(r.deposit_due_at, lang)}(한국 시간)까지 입금해 주세요. 기한이 지나면 예약이 취소됩니다.`
        : `Please transfer ${total} to ${r.deposit_account.bank} ${r.deposit_account.number} (${r.deposit_account.holder}) by ${when(r.deposit_due_at, lang)} Korea time, or the reservation is cancelled.`
      : ko
        ? `결제 금액: ${total}. 결제가 끝나면 2-3일 안에 예약이 확정됩니다.`
        : `Total: ${total}. Once paid, the reservation is confirmed within 2-3 days.`;
  const lines = ko
    ? [
        `예약 번호 ${r.reservation_number}: 이 번호를 보관해 주세요.`,
        `${r.course_name}, ${departure} 출발(한국 시간), 여행자 ${r.travelers}명, 수하물 ${r.luggage}개.`,
        `집결 장소: ${r.meeting_point}`,
        transfer,
        "결제가 확인되면 여행자별 티켓(QR 코드)을 이메일로 보내 드립니다.",
        `${when(r.free_cancellation_until, lang)}(한국 시간)까지는 무료로 취소할 수 있습니다. 예약 번호와 이 이메일 주소로 예약을 확인하세요:`,
      ]
    : [
        `Reservation number ${r.reservation_number}: please keep it.`,
        `${r.course_name}, departing ${departure} Korea time, ${r.travelers} travellers, ${r.luggage} pieces of luggage.`,
        `Meeting point: ${r.meeting_point}`,
        transfer,
        "Each traveller's ticket (a QR code) follows by e-mail once the payment is received.",
        `It cancels free of charge until ${when(r.free_cancellation_until, lang)} Korea time. Find it with its number and this e-mail address:`,
      ];
  return linkMail(lang, {
    to: input.to,
    subject: ko
      ? `[${PRODUCT_NAME}] 투어 예약 ${r.reservation_number}`
      : `[${PRODUCT_NAME}] Your summit tour, reservation ${r.reservation_number}`,
    lines,
    before: lines.length,
    link: input.link,
    label: ko ? "내 예약 보기" : "My reservation",
    footer: PRODUCT_NAME,
  });
}

/** One traveller's ticket in the tickets mail: who it is for and the page its QR code opens. */
export type MailedTicket = { holder: string; traveler: number; link: string };

/**
 * "Your tickets": sent once when a summit reservation is paid, one link per traveller to the ticket's page (its QR
 * code, to show at the meeting point), with the reservation number, the course, the departure and the meeting point.
 */
export function tourTicketsMail(
  lang: Lang,
  input: {
    to: string;
    number: string;
    course: string;
    departure: string;
    meetingPoint: string;
    tickets: MailedTicket[];
    myReservation: string;
  },
): MailMessage {
  const ko = lang === "ko";
  const total = input.tickets.length;
  const subject = ko
    ? `[${PRODUCT_NAME}] 투어 티켓, 예약 ${input.number}`
    : `[${PRODUCT_NAME}] Your tour tickets, reservation ${input.number}`;
  const intro = ko
    ? [
        `예약 번호 ${input.number}의 결제가 확인되었습니다. 여행자별 티켓입니다.`,
        `${input.course}, ${input.departure} 출발(한국 시간). 집결 장소: ${input.meetingPoint}`,
        "각 링크를 열어 QR 코드를 집결 장소의 직원에게 보여 주세요. 한 장은 한 번만 사용할 수 있습니다.",
      ]
    : [
        `The payment for reservation ${input.number} is received. Here is each traveller's ticket.`,
        `${input.course}, departing ${input.departure} Korea time. Meeting point: ${input.meetingPoint}`,
        "Open each link and show its QR code to the staff at the meeting point. Each ticket passes once.",
      ];
  const label = (ticket: MailedTicket) =>
    ko
      ? `티켓 ${ticket.traveler}/${total}: ${ticket.holder}`
      : `Ticket ${ticket.traveler} of ${total}: ${ticket.holder}`;
  const outro = ko
    ? "예약 번호와 이 이메일 주소로 예약을 확인하세요:"
    : "Find the reservation with its number and this e-mail address:";
  const anchor = (text: string, link: string) =>
    `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a><br><span style="font-size:12px;word-break:break-all">${escapeHtml(link)}</span>`;
  return {
    to: input.to,
    subject,
    text: [
      ...intro,
      ...input.tickets.map((ticket) => `${label(ticket)}\n${ticket.link}`),
      outro,
      input.myReservation,
    ].join("\n\n"),
    html: mailLayout(
      lang,
      subject,
      [
        ...intro.map((line) => escapeHtml(line)),
        ...input.tickets.map((ticket) => anchor(label(ticket), ticket.link)),
        escapeHtml(outro),
        anchor(ko ? "내 예약 보기" : "My reservation", input.myReservation),
      ],
      PRODUCT_NAME,
    ),
  };
}
