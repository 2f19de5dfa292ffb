import { type Fair, MICE_EDITION } from "@contracts/editions";
import { BOOKED_STATUSES, type MeetingStatus } from "@contracts/meetings";
import type { Lang } from "@contracts/settings";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { martMeetings, martSlots } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { companyName, type MeetingJoined, meetingSelect, type Participant } from "./meetings";
import { slotEndsAt, slotStartsAt } from "./slots";

/**
 * The agenda export as iCalendar (RFC 5545), written by hand: the format needs a dozen properties, and the two
 * rules that matter (TEXT escaping, folding at 75 octets) are small and tested here.
 */

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines start with one space, and a
 * UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // the first line has all 75 octets, a continuation line 74 after its leading space
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-05-15T01:00:00.000Z -> 20260515T010000Z */
export const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export type AgendaEvent = {
  meetingId: number;
  status: MeetingStatus;
  start: Date;
  end: Date;
  otherCompany: string;
  boothNo: string | null;
  buyer: string;
  seller: string;
  attendees: number;
  message: string;
};

type AgendaWords = {
  calendar: Record<Fair, string>;
  meetingWith: (name: string) => string;
  booth: string;
  buyer: string;
  seller: string;
  attendees: string;
  message: string;
};

/** The file's own words: English unless the caller asked for Korean (the companies' names follow the same choice). */
const WORDS: Record<Lang, AgendaWords> = {
  en: {
    calendar: { sitmmt: "SITMMT meetings", mice: `${MICE_EDITION.brand} meetings` },
    meetingWith: (name) => `Meeting with ${name}`,
    booth: "Booth",
    buyer: "Buyer",
    seller: "Seller",
    attendees: "Attendees",
    message: "Message",
  },
  ko: {
    calendar: { sitmmt: "SITMMT 미팅", mice: `${MICE_EDITION.brand} 미팅` },
    meetingWith: (name) => `미팅: ${name}`,
    booth: "부스",
    buyer: "바이어",
    seller: "셀러",
    attendees: "참석 인원",
    message: "메시지",
  },
};

const STATUS_OF: Partial<Record<MeetingStatus, string>> = {
  confirmed: "CONFIRMED",
  admin_matching: "CONFIRMED",
  // a cancellation is asked but not yet agreed: the meeting still stands, with a question mark
  cancel_requested: "TENTATIVE",
};

/** The calendar file for a list of a fair's meetings; `stamp` is when it was made (DTSTAMP). */
export function agendaIcs(
  events: readonly AgendaEvent[],
  stamp: Date,
  lang: Lang = "en",
  fair: Fair = "sitmmt",
): string {
  const words = WORDS[lang];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SITMMT//Medical Travel Mart Meetings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(words.calendar[fair])}`,
  ];
  for (const event of events) {
    const description = [
      `${words.buyer}: ${event.buyer}`,
      `${words.seller}: ${event.seller}`,
      `${words.attendees}: ${event.attendees}`,
      ...(event.message ? [`${words.message}: ${event.message}`] : []),
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:meeting-${event.meetingId}@sitmmt`,
      `DTSTAMP:${icsUtc(stamp)}`,
      `DTSTART:${icsUtc(event.start)}`,
      `DTEND:${icsUtc(event.end)}`,
      `SUMMARY:${icsText(words.meetingWith(event.otherCompany))}`,
      ...(event.boothNo ? [`LOCATION:${icsText(`${words.booth} ${event.boothNo}`)}`] : []),
      `DESCRIPTION:${icsText(description)}`,
      `STATUS:${STATUS_OF[event.status] ?? "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function toEvent(row: MeetingJoined, companyId: number, lang: Lang): AgendaEvent {
  const iAmBuyer = row.meeting.buyerId === companyId;
  const buyer = companyName(row.buyer, lang);
  const seller = companyName(row.seller, lang);
  return {
    meetingId: row.meeting.id,
    status: row.meeting.status,
    start: slotStartsAt(row.slot),
    end: slotEndsAt(row.slot),
    otherCompany: iAmBuyer ? seller : buyer,
    boothNo: row.meeting.boothNo,
    buyer,
    seller,
    attendees: row.meeting.attendees,
    message: row.meeting.message,
  };
}

/** `GET /api/v1/mart/meetings/agenda.ics?lang=&fair=`: my company's booked meetings at the fair by slot time. */
export async function myAgenda(db: DbOrTx, me: Participant, now: Date, lang: Lang = "en"): Promise<string> {
  const rows = await meetingSelect(db)
    .where(
      and(
        or(eq(martMeetings.buyerId, me.id), eq(martMeetings.sellerId, me.id)),
        eq(martMeetings.fair, me.fair),
        inArray(martMeetings.status, [...BOOKED_STATUSES]),
      ),
    )
    .orderBy(asc(martSlots.day), asc(martSlots.startTime), asc(martMeetings.id));
  return agendaIcs(
    rows.map((row) => toEvent(row, me.id, lang)),
    now,
    lang,
    me.fair,
  );
}
