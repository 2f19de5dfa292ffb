import { describe, expect, it } from "vitest";
import { CommonQuerySchema } from "./common";
import {
  FIELD_MESSAGES,
  idField,
  idParam,
  INT4_MAX,
  calendarDayProblem,
  isoDate,
  isoDateTime,
  pageQuery,
  REQUIRED_MESSAGE,
  requiredString,
  text,
} from "./fields";
import { SitemapSnapshotBodySchema } from "./sitemap";

describe("required fields", () => {
  it("say the same thing for a missing and an empty value", () => {
    for (const input of [{}, { type: "" }]) {
      const result = CommonQuerySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["type", REQUIRED_MESSAGE]]);
    }
  });

  it("keep other messages for other problems", () => {
    const result = SitemapSnapshotBodySchema.safeParse({ path: "main", html: 5 });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["path", "html"]);
    expect(result.error?.issues[0]?.message).toBe('must start with "/"');
    expect(result.error?.issues[1]?.message).not.toBe(REQUIRED_MESSAGE);
  });
});

describe("the shared field schemas", () => {
  it("text refuses a NUL character and a lone surrogate, and keeps whole characters", () => {
    expect(text().safeParse("a\u0000b").error?.issues[0]?.message).toBe(FIELD_MESSAGES.nul);
    for (const lone of ["\ud800", "a\udc00", "\udc00\ud800"]) {
      expect(text().safeParse(lone).error?.issues[0]?.message).toBe(FIELD_MESSAGES.surrogate);
    }
    for (const whole of ["서울", "🙂 emoji", "tab\tand line\nbreaks", ""])
      expect(text().safeParse(whole).success).toBe(true);
    expect(requiredString().safeParse("\u0000").error?.issues[0]?.message).toBe(FIELD_MESSAGES.nul);
  });

  it("ids stop at PostgreSQL's integer ceiling, in bodies and in parameters", () => {
    expect(idField().safeParse(INT4_MAX).success).toBe(true);
    expect(idParam().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [0, -1, 1.5, INT4_MAX + 1, 9_999_999_999]) {
      expect(idField().safeParse(value).error?.issues[0]?.message).toBe(FIELD_MESSAGES.id);
      expect(idParam().safeParse(String(value)).error?.issues[0]?.message).toBe(FIELD_MESSAGES.id);
    }
    expect(pageQuery(50, 10).page.safeParse("2147483648").success).toBe(false);
  });

  it("dates must exist and fall in PostgreSQL's range", () => {
    for (const day of ["2028-02-29", "0001-01-01", "9999-12-31"]) expect(isoDate().safeParse(day).success).toBe(true);
    for (const day of ["0000-01-01", "2027-2-1", "2027-02-28\u0000"]) {
      expect(isoDate().safeParse(day).error?.issues[0]?.message).toBe(FIELD_MESSAGES.date);
    }
    for (const day of ["2027-02-30", "2027-02-29", "2027-13-01", "2099-02-31"]) {
      expect(isoDate().safeParse(day).error?.issues[0]?.message).toBe(FIELD_MESSAGES.dateNotADay);
    }
    expect(isoDateTime().safeParse("2027-03-01T09:00:00+09:00").success).toBe(true);
    for (const instant of ["2027-02-30T09:00:00+09:00", "0000-06-01T00:00:00Z", "2027-03-01"]) {
      expect(isoDateTime().safeParse(instant).success).toBe(false);
    }
  });
});

describe("date messages", () => {
  it("say the form for a wrong value and leave a missing one to the caller (or 'required')", () => {
    expect(isoDate().safeParse("2027/02/03").error?.issues[0]?.message).toBe(FIELD_MESSAGES.date);
    expect(isoDate("bad form", undefined, "no such day").safeParse("2099-02-31").error?.issues[0]?.message).toBe(
      "no such day",
    );
    expect(isoDate().safeParse(undefined).error?.issues[0]?.code).toBe("invalid_type");
    expect(isoDate("bad", "missing").safeParse(undefined).error?.issues[0]?.message).toBe("missing");
    expect(isoDateTime().safeParse("2027-02-30T09:00:00Z").error?.issues[0]?.message).toBe(FIELD_MESSAGES.dateTime);
  });
});

describe("calendarDayProblem", () => {
  it("tells a wrong form from a day that does not exist", () => {
    expect(calendarDayProblem("1994-03-07")).toBeUndefined();
    expect(calendarDayProblem("2024-02-29")).toBeUndefined();
    expect(calendarDayProblem("0001-01-01")).toBeUndefined();
    expect(calendarDayProblem("2099-02-31")).toBe("notADay");
    expect(calendarDayProblem("1994-13-01")).toBe("notADay");
    expect(calendarDayProblem("07.03.1994")).toBe("form");
    expect(calendarDayProblem("0000-01-01")).toBe("form");
  });
});
