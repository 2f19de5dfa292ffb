import { UpdateMemberBodySchema } from "@contracts/members";
import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "@contracts/fields";
import en from "../../../locales/en/account.json";
import {
  PROFILE_MESSAGES,
  birthdayProblem,
  isBirthday,
  isoDay,
  phoneSchema,
  profileSchema,
  toUpdateBody,
} from "./profile";

const t = (key: string) => key;
const today = "2026-05-15";

function firstErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

const valid = { name: "Minji Kim", birthday: "1994-03-07", gender: "female", nationality: "KR", passport: "m1234567" };

describe("birthday (spec: date of birth format)", () => {
  it.each([
    ["1994-03-07", true],
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["1994-13-01", false],
    ["1994/03/07", false],
    ["19940307", false],
    ["2026-05-16", false],
    ["1899-12-31", false],
  ])("%s -> %s", (value, ok) => {
    expect(isBirthday(value, today)).toBe(ok);
  });
});

describe("birthday messages", () => {
  it("say that a well-written day does not exist rather than repeat the form (2099-02-31)", () => {
    expect(birthdayProblem("2099-02-31", today)).toBe(PROFILE_MESSAGES.birthdayNotADay);
    expect(birthdayProblem("1994-02-30", today)).toBe(PROFILE_MESSAGES.birthdayNotADay);
    expect(birthdayProblem("07.03.1994", today)).toBe(PROFILE_MESSAGES.birthday);
    expect(birthdayProblem("2099-02-28", today)).toBe(PROFILE_MESSAGES.birthdayRange);
    expect(birthdayProblem("1994-03-07", today)).toBeUndefined();
  });

  it("use the API's words for a day that does not exist", () => {
    expect(en.myProfile.validation.birthdayNotADay).toBe(FIELD_MESSAGES.dateNotADay);
  });
});

describe("profileSchema", () => {
  it("accepts a full profile and sends the passport in capitals", () => {
    const parsed = profileSchema(t, today).parse(valid);
    const body = toUpdateBody(parsed);
    expect(body).toEqual({
      name: "Minji Kim",
      birthday: "1994-03-07",
      gender: "female",
      nationality: "KR",
      passport: "M1234567",
    });
    expect(UpdateMemberBodySchema.safeParse(body).success).toBe(true);
  });

  it("clears empty optional fields with null", () => {
    const parsed = profileSchema(t, today).parse({
      name: "Minji",
      birthday: "",
      gender: "",
      nationality: "",
      passport: "",
    });
    expect(toUpdateBody(parsed)).toEqual({
      name: "Minji",
      birthday: null,
      gender: null,
      nationality: null,
      passport: null,
    });
  });

  it("says which rule a value breaks", () => {
    const result = profileSchema(t, today).safeParse({ ...valid, name: " ", birthday: "07.03.1994", passport: "M-12" });
    expect(firstErrors(result)).toEqual({
      name: PROFILE_MESSAGES.required,
      birthday: PROFILE_MESSAGES.birthday,
      passport: PROFILE_MESSAGES.passport,
    });
  });
});

describe("phoneSchema", () => {
  it("wants digits without hyphens", () => {
    expect(firstErrors(phoneSchema(t).safeParse({ phone: "010-1234-5678" }))).toEqual({
      phone: PROFILE_MESSAGES.phone,
    });
    expect(firstErrors(phoneSchema(t).safeParse({ phone: "" }))).toEqual({ phone: PROFILE_MESSAGES.required });
    expect(phoneSchema(t).safeParse({ phone: "01098765432" }).success).toBe(true);
  });
});

describe("isoDay", () => {
  it("writes the local calendar day", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
