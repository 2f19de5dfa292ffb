import { PRODUCT_NAME } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import { linkMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { when } from "./mail";

// The waitlist's and the calling off's mails (ADR 0027), written by the server in the guest's language from stored
// data only.

type Departure = { to: string; name: string; course: string; date: string; time: string };

/** "You are on the waitlist": the place in the line, and the link to leave it. */
export function waitlistJoinedMail(
  lang: Lang,
  input: Departure & { travelers: number; position: number; leaveLink: string },
): MailMessage {
  const ko = lang === "ko";
  const lines = ko
    ? [
        `${input.name}님, ${input.course} ${input.date} ${input.time} 출발(한국 시간)의 대기자 명단에 여행자 ${input.travelers}명으로 등록되었습니다. 현재 대기 순번은 ${input.position}번입니다.`,
        "자리가 나면 일행이 모두 앉을 수 있는 차례의 손님께 이메일로 좌석을 잠시 맡아 드립니다.",
        "더 기다리지 않으시려면 아래 링크에서 대기를 취소하세요:",
      ]
    : [
        `${input.name}, you are on the waitlist of ${input.course}, departing ${input.date} ${input.time} Korea time, for ${input.travelers} travellers. You are number ${input.position} in line.`,
        "When seats free up, we hold them for the next guest whose party fits and tell you by e-mail.",
        "To leave the waitlist, use this link:",
      ];
  return linkMail(lang, {
    to: input.to,
    subject: ko
      ? `[${PRODUCT_NAME}] 대기자 명단 등록: ${input.course}`
      : `[${PRODUCT_NAME}] On the waitlist: ${input.course}`,
    lines,
    before: lines.length,
    link: input.leaveLink,
    label: ko ? "대기 취소" : "Leave the waitlist",
    footer: PRODUCT_NAME,
  });
}

/** "Seats are held for you": how many, until when, the link that books them, and the way to leave instead. */
export function waitlistOfferMail(
  lang: Lang,
  input: Departure & { seats: number; expiresAt: string; offerLink: string; leaveLink: string },
): MailMessage {
  const ko = lang === "ko";
  const until = when(input.expiresAt, lang);
  const lines = ko
    ? [
        `${input.name}님, ${input.course} ${input.date} ${input.time} 출발(한국 시간)에 자리가 났습니다. ${input.seats}석을 ${until}(한국 시간)까지 맡아 두었습니다.`,
        "아래 링크에서 예약을 마치세요:",
        `그때까지 예약하지 않으시면 좌석은 다음 대기 손님께 넘어갑니다. 더 기다리지 않으시려면: ${input.leaveLink}`,
      ]
    : [
        `${input.name}, seats came free on ${input.course}, departing ${input.date} ${input.time} Korea time. We hold ${input.seats} seats for you until ${until} Korea time.`,
        "Book them with this link:",
        `If you do not book by then, the seats go to the next guest in line. To leave the waitlist instead: ${input.leaveLink}`,
      ];
  return linkMail(lang, {
    to: input.to,
    subject: ko
      ? `[${PRODUCT_NAME}] 좌석을 맡아 두었습니다: ${input.course}`
      : `[${PRODUCT_NAME}] Seats held for you: ${input.course}`,
    lines,
    before: 2,
    link: input.offerLink,
    label: ko ? "예약하기" : "Book now",
    footer: PRODUCT_NAME,
  });
}

/**
 * "Your departure is called off": too few travellers at the decision time. A booking learns its refund (a card
 * through its provider, a transfer returned by the operators); a waiting guest learns the line is closed.
 */
export function departureCalledOffMail(
  lang: Lang,
  input: Departure & { minimum: number; reservationNumber: string | null; paid: boolean; link: string },
): MailMessage {
  const ko = lang === "ko";
  const lines = ko
    ? [
        `${input.name}님, 죄송합니다. ${input.course} ${input.date} ${input.time} 출발(한국 시간)은 최소 인원 ${input.minimum}명이 모이지 않아 취소되었습니다.`,
        input.reservationNumber === null
          ? "이 출발의 대기자 명단도 닫혔습니다. 다른 날짜의 투어를 살펴보세요:"
          : input.paid
            ? `예약 ${input.reservationNumber}은 취소되었고 결제하신 금액은 전액 환불됩니다(카드는 결제 수단으로, 계좌 이체는 담당자가 돌려 드립니다). 다른 날짜의 투어를 살펴보세요:`
            : `예약 ${input.reservationNumber}은 취소되었습니다. 결제하실 금액은 없습니다. 다른 날짜의 투어를 살펴보세요:`,
      ]
    : [
        `${input.name}, we are sorry: ${input.course}, departing ${input.date} ${input.time} Korea time, is called off because fewer than ${input.minimum} travellers booked it.`,
        input.reservationNumber === null
          ? "Its waitlist is closed too. Other dates of our tours:"
          : input.paid
            ? `Reservation ${input.reservationNumber} is cancelled and what you paid is refunded in full (a card through its provider, a bank transfer returned by our team). Other dates of our tours:`
            : `Reservation ${input.reservationNumber} is cancelled; nothing is owed. Other dates of our tours:`,
      ];
  return linkMail(lang, {
    to: input.to,
    subject: ko
      ? `[${PRODUCT_NAME}] 출발 취소: ${input.course}`
      : `[${PRODUCT_NAME}] Departure called off: ${input.course}`,
    lines,
    before: lines.length,
    link: input.link,
    label: ko ? "투어 보기" : "Our tours",
    footer: PRODUCT_NAME,
  });
}
