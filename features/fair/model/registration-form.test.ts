import { describe, expect, it } from "vitest";
import { EMPTY_REGISTRATION, registrationIssues, toRegistrationBody } from "./registration-form";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe("the visitor's registration form", () => {
  it("says what each required field lacks, in the contract's order and words", () => {
    expect(registrationIssues(EMPTY_REGISTRATION, t)).toEqual([
      { field: "nationality", message: "messages.nationalityInvalid" },
      { field: "organisation", message: "messages.organisationRequired" },
      { field: "interests", message: "messages.interestsRequired" },
      { field: "agree_privacy", message: "messages.privacyRequired" },
    ]);
  });

  it("accepts a complete form and sends it as the contract takes it", () => {
    const values = {
      ...EMPTY_REGISTRATION,
      nationality: "JP",
      organisation: "Tokyo Meetings",
      interests: ["conference" as const],
      agree_privacy: true,
    };
    expect(registrationIssues(values, t)).toEqual([]);
    expect(toRegistrationBody(values)).toEqual({ ...values, job_title: "", agree_marketing: false });
  });

  it("keeps a job title within the contract's limit", () => {
    const values = {
      ...EMPTY_REGISTRATION,
      nationality: "JP",
      organisation: "Tokyo Meetings",
      job_title: "x".repeat(101),
      interests: ["venues" as const],
      agree_privacy: true,
    };
    expect(registrationIssues(values, t)).toEqual([{ field: "job_title", message: 'messages.tooLong:{"max":100}' }]);
  });
});
