import { calendarDayProblem } from "@contracts/fields";
import { type Gender, GenderSchema, type Member, type UpdateMemberBody } from "@contracts/members";
import { z } from "zod";
import type { Translate } from "@lib/i18n/feature-text";

/** The profile page's messages (spec point 5), as keys of the `account` namespace. */
export const PROFILE_MESSAGES = {
  required: "myProfile.validation.required",
  birthday: "myProfile.validation.birthday",
  birthdayNotADay: "myProfile.validation.birthdayNotADay",
  birthdayRange: "myProfile.validation.birthdayRange",
  passport: "myProfile.validation.passport",
  phone: "myProfile.validation.phone",
  tooLong: "myProfile.validation.tooLong",
} as const;

/** Digits only, an optional leading `+` (the contracts' PhoneSchema, whose message is English only). */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
/** Letters and digits, 5 to 20 (the contracts' UpdateMemberBodySchema). */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{5,20}$/;

/**
 * What is wrong with a date of birth, as a message key: the form (not YYYY-MM-DD), a day that does not exist
 * (2099-02-31; the API's words, contracts/fields.ts), or a day outside 1900 to today; undefined when it is fine.
 */
export function birthdayProblem(
  value: string,
  today: string,
): (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES] | undefined {
  const problem = calendarDayProblem(value);
  if (problem === "form") return PROFILE_MESSAGES.birthday;
  if (problem === "notADay") return PROFILE_MESSAGES.birthdayNotADay;
  if (value < "1900-01-01" || value > today) return PROFILE_MESSAGES.birthdayRange;
  return undefined;
}

/** A real calendar day written YYYY-MM-DD, from 1900 to today (nobody is born tomorrow). */
export function isBirthday(value: string, today: string): boolean {
  return birthdayProblem(value, today) === undefined;
}

export const GENDERS: readonly Gender[] = GenderSchema.options;

/** The profile form: everything optional but the name; empty means "not given" (sent as null). */
export function profileSchema(t: Translate, today: string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, { error: t(PROFILE_MESSAGES.required) })
      .max(100, { error: t(PROFILE_MESSAGES.tooLong) }),
    birthday: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = value === "" ? undefined : birthdayProblem(value, today);
        if (problem) ctx.addIssue({ code: "custom", message: t(problem) });
      }),
    gender: z.union([GenderSchema, z.literal("")]),
    nationality: z.string(),
    passport: z
      .string()
      .trim()
      .refine((value) => value === "" || PASSPORT_PATTERN.test(value), { error: t(PROFILE_MESSAGES.passport) }),
  });
}
export type ProfileValues = z.input<ReturnType<typeof profileSchema>>;
type ProfileOutput = z.output<ReturnType<typeof profileSchema>>;

export function profileValues(member: Member): ProfileValues {
  return {
    name: member.name,
    birthday: member.birthday ?? "",
    gender: member.gender ?? "",
    nationality: member.nationality ?? "",
    passport: member.passport ?? "",
  };
}

/** The PUT body: empty optional fields clear the stored value (`null`); the passport is kept in capitals. */
export function toUpdateBody(values: ProfileOutput): UpdateMemberBody {
  return {
    name: values.name,
    birthday: values.birthday || null,
    gender: values.gender || null,
    nationality: values.nationality || null,
    passport: values.passport ? values.passport.toUpperCase() : null,
  };
}

/** The new mobile number of the phone change: required, digits only. */
export function phoneSchema(t: Translate) {
  return z.object({
    phone: z
      .string()
      .trim()
      .min(1, { error: t(PROFILE_MESSAGES.required) })
      .regex(PHONE_PATTERN, { error: t(PROFILE_MESSAGES.phone) }),
  });
}
export type PhoneValues = z.input<ReturnType<typeof phoneSchema>>;

/** Today's calendar day where the person is, as YYYY-MM-DD (the latest possible birthday). */
export function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
