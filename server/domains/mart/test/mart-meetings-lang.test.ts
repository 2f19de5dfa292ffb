import type { Meeting, MeetingRecord } from "@contracts/meetings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { martCompanies } from "../tables";
import {
  as,
  createMart,
  dataOf,
  failure,
  heldRecord,
  insertMeeting,
  type MartCompany,
  requestBody,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

// The fixtures name a company's Korean side `${name} (KO)`.
const ko = (company: MartCompany) => `${company.name} (KO)`;
const names = (meeting: Pick<Meeting, "buyer" | "seller">) => [meeting.buyer.name, meeting.seller.name];
const pair = async () => ({ b: await mart.company("buyer"), s: await mart.company("seller_domestic") });
const admin = (method: string, path: string, payload?: unknown) =>
  as(mart, mart.admin, method, `/api/v1/admin/mart${path}`, payload);
/** Unfolded content lines of an iCalendar file. */
const icsLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("companies named in the reader's language", () => {
  it("lists my meetings and shows one with Korean names for lang=ko, English ones otherwise", async () => {
    const { b, s } = await pair();
    const id = await insertMeeting(mart, { slot: await mart.slot(), buyer: b, seller: s, status: "confirmed" });
    const list = async (query: string) =>
      (await dataOf<Meeting[]>(await as(mart, b.token, "GET", `/api/v1/mart/meetings${query}`))).map(names);
    expect(await list("?lang=ko")).toEqual([[ko(b), ko(s)]]);
    expect(await list("?lang=en")).toEqual([[b.name, s.name]]);
    expect(await list("")).toEqual([[b.name, s.name]]);
    // with the other filters
    expect(await list("?status=confirmed&lang=ko")).toEqual([[ko(b), ko(s)]]);

    const one = async (query: string) =>
      names(await dataOf<Meeting>(await as(mart, s.token, "GET", `/api/v1/mart/meetings/${id}${query}`)));
    expect(await one("?lang=ko")).toEqual([ko(b), ko(s)]);
    expect(await one("")).toEqual([b.name, s.name]);
  });

  it("answers a request and an action in the asked language", async () => {
    const { b, s } = await pair();
    const created = await dataOf<Meeting>(
      await as(mart, b.token, "POST", "/api/v1/mart/meetings?lang=ko", requestBody(s, await mart.slot())),
      201,
    );
    expect(names(created)).toEqual([ko(b), ko(s)]);
    const confirmed = await dataOf<Meeting>(
      await as(mart, s.token, "POST", `/api/v1/mart/meetings/${created.id}/confirm?lang=ko`, {}),
    );
    expect(confirmed.status).toBe("confirmed");
    expect(names(confirmed)).toEqual([ko(b), ko(s)]);
    // the pair is booked now: an English request goes to another seller
    const other = await mart.company("seller_overseas");
    const english = await dataOf<Meeting>(
      await as(mart, b.token, "POST", "/api/v1/mart/meetings", requestBody(other, await mart.slot())),
      201,
    );
    expect(names(english)).toEqual([b.name, other.name]);
  });

  it("gives operators the grid, matches, status changes and records in the asked language", async () => {
    const { b, s } = await pair();
    const slot = await mart.slot();
    const matched = await dataOf<Meeting>(
      await admin("POST", "/meetings?lang=ko", { buyer_id: b.id, seller_id: s.id, slot_id: slot.id }),
      201,
    );
    expect(names(matched)).toEqual([ko(b), ko(s)]);
    const grid = async (query: string) =>
      (await dataOf<Meeting[]>(await admin("GET", `/meetings?company_id=${b.id}${query}`))).map(names);
    expect(await grid("&lang=ko")).toEqual([[ko(b), ko(s)]]);
    expect(await grid("")).toEqual([[b.name, s.name]]);
    const changed = await dataOf<Meeting>(
      await admin("PUT", `/meetings/${matched.id}/status?lang=ko`, { status: "confirmed" }),
    );
    expect(names(changed)).toEqual([ko(b), ko(s)]);

    // one booked meeting a pair: the record is of the buyer's meeting with another seller, held already
    const s2 = await mart.company("seller_domestic");
    const held = await insertMeeting(mart, { slot: await mart.pastSlot(), buyer: b, seller: s2, status: "confirmed" });
    await dataOf(await as(mart, b.token, "PUT", `/api/v1/mart/meetings/${held}/record`, heldRecord()));
    type AdminRecord = MeetingRecord & { meeting: Meeting };
    const records = async (query: string) =>
      (await dataOf<AdminRecord[]>(await admin("GET", `/meeting-records${query}`)))
        .filter((record) => record.meeting_id === held)
        .map((record) => names(record.meeting));
    expect(await records("?lang=ko")).toEqual([[ko(b), ko(s2)]]);
    expect(await records("")).toEqual([[b.name, s2.name]]);
  });

  it("names a company without a Korean name in English, also for a Korean reader", async () => {
    const { b, s } = await pair();
    await mart.db.db.update(martCompanies).set({ nameKo: " " }).where(eq(martCompanies.id, s.id));
    const id = await insertMeeting(mart, { slot: await mart.slot(), buyer: b, seller: s, status: "confirmed" });
    const meeting = await dataOf<Meeting>(await as(mart, b.token, "GET", `/api/v1/mart/meetings/${id}?lang=ko`));
    expect(names(meeting)).toEqual([ko(b), s.name]);
  });

  it("writes the agenda in English unless Korean is asked for", async () => {
    const { b, s } = await pair();
    await insertMeeting(mart, { slot: await mart.slot(), buyer: b, seller: s, status: "confirmed", attendees: 3 });
    const agenda = async (query: string) =>
      icsLines(await (await as(mart, b.token, "GET", `/api/v1/mart/meetings/agenda.ics${query}`)).text());

    const english = await agenda("");
    expect(english).toContain(`SUMMARY:Meeting with ${s.name}`);
    expect(english).toContain(`DESCRIPTION:Buyer: ${b.name}\\nSeller: ${s.name}\\nAttendees: 3`);
    expect(english).toContain(`LOCATION:Booth ${s.boothNo}`);
    expect(await agenda("?lang=en")).toEqual(english);

    const korean = await agenda("?lang=ko");
    expect(korean).toContain("X-WR-CALNAME:SITMMT 미팅");
    expect(korean).toContain(`SUMMARY:미팅: ${ko(s)}`);
    expect(korean).toContain(`DESCRIPTION:바이어: ${ko(b)}\\n셀러: ${ko(s)}\\n참석 인원: 3`);
    expect(korean).toContain(`LOCATION:부스 ${s.boothNo}`);
  });

  it("refuses a language it does not have, naming the field", async () => {
    const { b } = await pair();
    for (const path of ["/api/v1/mart/meetings?lang=fr", "/api/v1/mart/meetings/agenda.ics?lang=fr"]) {
      expect(await failure(await as(mart, b.token, "GET", path), 400)).toMatchObject({
        code: "VALIDATION_ERROR",
        field: "lang",
      });
    }
    expect(await failure(await admin("GET", "/meetings?lang=fr"), 400)).toMatchObject({ field: "lang" });
  });
});
