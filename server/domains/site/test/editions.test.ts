import { readFileSync } from "node:fs";
import path from "node:path";
import {
  FRIENDSHIP_TOUR_EDITION,
  MART_EDITION,
  MICE_EDITION,
  PRODUCT_NAME,
  friendshipTourSeason,
} from "@contracts/editions";
import { describe, expect, it } from "vitest";
import { API_TITLE } from "../../../platform/docs-routes";
import { DEFAULT_MAIL_FROM } from "../../../config";
import { SEED_EVENTS } from "../../boards/seed";
import { martDays } from "../../mart/seed";
import { resetPasswordMail, verificationMail } from "../../auth/mail-templates";
import { SURVEY_WINDOWS } from "../../surveys/seed";
import { ROK_US_FAQ, ROK_US_PAGES, rokUsNotices } from "../seed-rok-us";
import { pageDay } from "../seed-site-content";
import { MICE_BOARDS, MICE_PAGES } from "../seed-mice";

const messages = (lang: "en" | "ko", namespace: string) =>
  JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as Record<string, unknown>;

describe("one product name", () => {
  it("is the shop's name in the pages, the mails and the API reference", () => {
    for (const lang of ["en", "ko"] as const) {
      expect((messages(lang, "common").app as { name: string }).name).toBe(PRODUCT_NAME);
      const code = verificationMail(lang, { to: "a@example.com", code: "123456", minutes: 10 });
      const reset = resetPasswordMail(lang, { to: "a@example.com", link: "http://x/reset", minutes: 60 });
      for (const mail of [code, reset]) {
        expect(mail.subject.startsWith(`[${PRODUCT_NAME}] `), mail.subject).toBe(true);
        expect(mail.html).toContain(PRODUCT_NAME);
      }
    }
    expect(DEFAULT_MAIL_FROM.startsWith(`${PRODUCT_NAME} <`)).toBe(true);
    expect(API_TITLE).toBe(`${PRODUCT_NAME} API`);
  });
});

describe("one source for the mart's dates", () => {
  it("gives the events listing the mart's own days", () => {
    const today = "2026-11-28";
    const days = martDays(today);
    const event = SEED_EVENTS.find((post) => post.link === "/sitmmt");
    const [from = 0, to = 0] = event?.days ?? [];
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(day(from)).toBe(days.day1);
    expect(day(to)).toBe(days.tour);
    expect(days.day2).toBe(day(MART_EDITION.meetingDays[1]));
  });

  it("names the mart and the summit tour without a year that contradicts their dates", () => {
    for (const lang of ["en", "ko"] as const) {
      for (const namespace of ["sitmmt", "rok-us", "accreditation"]) {
        const text = JSON.stringify(messages(lang, namespace));
        expect(text, `${lang}/${namespace}`).not.toMatch(/SITMMT 20\d\d|Friendship Tour 20\d\d|우정 투어 20\d\d/);
        expect(text, `${lang}/${namespace}`).not.toMatch(/(April|4월)[^"]{0,20}2025|2025[^"]{0,20}(November|11월)/);
      }
    }
  });
});

describe("one source for the friendship tour's season (/rok-us)", () => {
  it("says the season's days in the seeded pages, from the editions source, and no other year or month span", () => {
    const today = "2026-11-28";
    const { from, to } = friendshipTourSeason(today);
    expect([from, to]).toEqual(["2026-10-14", "2027-01-27"]);
    const notices = rokUsNotices(today);
    const texts = [...notices, ...ROK_US_FAQ, ...ROK_US_PAGES].flatMap((post) => [
      ...("content" in post ? post.content : []),
      ...("body" in post ? [...post.body, ...post.summary] : []),
      ...post.title,
    ]);
    const all = texts.join("\n");
    expect(all).toContain("in rounds from 14 October 2026 to 27 January 2027.");
    expect(all).toContain("2026년 10월 14일부터 2027년 1월 27일까지 회차별로");
    expect([pageDay(from, "en"), pageDay(to, "ko")]).toEqual(["14 October 2026", "2027년 1월 27일"]);
    // the only years the pages name are the season's own
    expect(new Set(all.match(/20\d\d/g))).toEqual(new Set(["2026", "2027"]));
    expect(all).not.toMatch(/(April|4월)[^\n]{0,20}(November|11월)/);
  });

  it("opens every survey inside the season: a guest is asked about a round that runs", () => {
    for (const windows of Object.values(SURVEY_WINDOWS)) {
      for (const [opens] of Object.values(windows)) {
        expect(opens).toBeGreaterThanOrEqual(FRIENDSHIP_TOUR_EDITION.firstRound);
        expect(opens).toBeLessThanOrEqual(FRIENDSHIP_TOUR_EDITION.lastRound);
      }
    }
  });
});

describe("one source for the MICE fair's dates (/mice)", () => {
  const MONTHS =
    /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;

  it("names no date and no year in the seeded pages and posts: the fair's days are the edition's", () => {
    const posts = MICE_BOARDS.flatMap((board) => board.posts);
    const texts = [
      ...MICE_PAGES.flatMap((page) => [...page.title, ...page.summary, ...page.body]),
      ...posts.flatMap((post) => [...post.title, ...post.content, ...(post.pdf?.lines ?? [])]),
    ];
    expect(texts.length).toBeGreaterThan(60);
    for (const text of texts) {
      expect(text).not.toMatch(/\b(19|20)\d\d\b/);
      expect(text).not.toMatch(MONTHS);
      expect(text).not.toMatch(/\d{4}년|\d{1,2}월/);
      expect(text).not.toMatch(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/);
    }
    // the edition's days are dated from the seeding day, so no post is an event with days of its own
    expect(posts.every((post) => post.days === undefined)).toBe(true);
  });

  it("says the edition's opening hours and its brand as the editions source does", () => {
    const visitors = MICE_PAGES.find((page) => page.slug === "visitor-guide");
    expect(visitors?.body[0]).toContain(`${MICE_EDITION.opens} to ${MICE_EDITION.closes}`);
    expect(visitors?.body[1]).toContain(`${MICE_EDITION.opens}~${MICE_EDITION.closes}`);
    const english = [
      ...MICE_PAGES.map((page) => page.body[0]),
      ...MICE_BOARDS.flatMap((board) => board.posts.map((post) => post.content[0])),
    ].join("\n");
    expect(english).toContain(MICE_EDITION.brand);
    expect(english).not.toMatch(new RegExp(`${MICE_EDITION.brand} \\d`));
  });
});
