import { AGENDA_FILE_NAME } from "@contracts/meetings";
import { describe, expect, it } from "vitest";
import { agendaIcs, foldLine, icsText, icsUtc } from "../agenda";
import { as, createMart, insertMeeting, type MartCompany, MART_TEST_NOW } from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

const agenda = (who: MartCompany) => as(mart, who.token, "GET", "/api/v1/mart/meetings/agenda.ics");

/** Content lines with folding undone (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("the agenda file", () => {
  it("is my company's booked meetings only, as an iCalendar attachment", async () => {
    const me = await mart.company("buyer", { name: "Ulaanbaatar Health Tours" });
    const s1 = await mart.company("seller_domestic", { name: "Gangnam Clinic", boothNo: "A-01" });
    const s2 = await mart.company("seller_overseas", { name: "Busan Wellness", boothNo: null });
    const others = await Promise.all(
      ["seller_domestic", "seller_domestic", "seller_domestic", "seller_domestic"].map(() =>
        mart.company("seller_domestic"),
      ),
    );
    const day2 = await mart.slot({ day: "2026-05-30", start: "14:00", end: "14:30" });
    const day1 = await mart.slot({ day: "2026-05-29", start: "10:00", end: "10:30" });
    const confirmed = await insertMeeting(mart, {
      slot: day2,
      buyer: me,
      seller: s1,
      status: "confirmed",
      attendees: 3,
      message: "Bring brochures; price list, please",
    });
    const matched = await insertMeeting(mart, { slot: day1, buyer: me, seller: s2, status: "admin_matching" });
    const asked = await insertMeeting(mart, {
      slot: await mart.slot({ day: "2026-05-31", start: "09:00" }),
      buyer: me,
      seller: others[0] as MartCompany,
      status: "cancel_requested",
    });
    const hidden = await Promise.all(
      (["requested", "rejected", "canceled"] as const).map(async (status, index) =>
        insertMeeting(mart, { slot: await mart.slot(), buyer: me, seller: others[index + 1] as MartCompany, status }),
      ),
    );
    const stranger = await mart.company("buyer");
    const strangers = await insertMeeting(mart, { slot: day1, buyer: stranger, seller: s1, status: "confirmed" });

    const res = await agenda(me);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${AGENDA_FILE_NAME}"`);
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // CRLF only, and no physical line longer than 75 octets
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);

    const lines = unfold(text);
    const uids = lines.filter((line) => line.startsWith("UID:"));
    expect(uids).toEqual([
      `UID:meeting-${matched}@sitmmt`,
      `UID:meeting-${confirmed}@sitmmt`,
      `UID:meeting-${asked}@sitmmt`,
    ]);
    for (const id of [...hidden, strangers]) expect(text).not.toContain(`meeting-${id}@`);

    const event = eventOf(lines, confirmed);
    expect(event).toContain("DTSTART:20260530T050000Z");
    expect(event).toContain("DTEND:20260530T053000Z");
    expect(event).toContain(`DTSTAMP:${icsUtc(MART_TEST_NOW)}`);
    expect(event).toContain("SUMMARY:Meeting with Gangnam Clinic");
    expect(event).toContain("LOCATION:Booth A-01");
    expect(event).toContain("STATUS:CONFIRMED");
    expect(event).toContain(
      "DESCRIPTION:Buyer: Ulaanbaatar Health Tours\\nSeller: Gangnam Clinic\\nAttendees: 3\\n" +
        "Message: Bring brochures\\; price list\\, please",
    );
    const noBooth = eventOf(lines, matched);
    expect(noBooth).toContain("DTSTART:20260529T010000Z");
    expect(noBooth.some((line) => line.startsWith("LOCATION:"))).toBe(false);
    expect(eventOf(lines, asked)).toContain("STATUS:TENTATIVE");

    // the seller's file names the buyer
    const sellerLines = unfold(await (await agenda(s1)).text());
    expect(eventOf(sellerLines, confirmed)).toContain("SUMMARY:Meeting with Ulaanbaatar Health Tours");
  });

  it("is an empty calendar without booked meetings", async () => {
    const text = await (await agenda(await mart.company("buyer"))).text();
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//SITMMT//Medical Travel Mart Meetings//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:SITMMT meetings",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("needs an approved company's accreditation token", async () => {
    for (const token of [undefined, mart.admin, await mart.member()]) {
      expect((await as(mart, token, "GET", "/api/v1/mart/meetings/agenda.ics")).status).toBe(401);
    }
    const pending = await mart.company("buyer", { application: "submitted" });
    expect((await agenda(pending)).status).toBe(403);
  });
});

/** The lines of one meeting's VEVENT. */
function eventOf(lines: string[], meetingId: number): string[] {
  const start = lines.indexOf(`UID:meeting-${meetingId}@sitmmt`);
  const end = lines.indexOf("END:VEVENT", start);
  if (start < 0 || end < 0) throw new Error(`no event for meeting ${meetingId}`);
  return lines.slice(start, end);
}

describe("iCalendar text", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(icsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(icsText("plain: text")).toBe("plain: text");
  });

  it("folds at 75 octets with a leading space and never splits a character", () => {
    const short = `SUMMARY:${"x".repeat(67)}`;
    expect(foldLine(short)).toBe(short);
    const long = `DESCRIPTION:${"y".repeat(200)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.map(octets)).toEqual([75, 75, 64]);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);

    // Korean is three octets a character: a line breaks before a character that would not fit
    const korean = `SUMMARY:${"가".repeat(40)}`;
    const koreanParts = foldLine(korean).split("\r\n");
    for (const part of koreanParts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(koreanParts[0]).toBe(`SUMMARY:${"가".repeat(22)}`);
    expect(foldLine(korean).replace(/\r\n /g, "")).toBe(korean);
  });

  it("writes times in UTC", () => {
    expect(icsUtc(new Date("2026-05-29T10:00:00+09:00"))).toBe("20260529T010000Z");
    expect(agendaIcs([], MART_TEST_NOW)).not.toContain("VEVENT");
  });
});
