import { EDU_MESSAGES } from "@contracts/applications";
import { describe, expect, it } from "vitest";
import { fullForm, halfForm, idDocument, openProgramme } from "../mocks/fixtures";
import {
  APPLICATION_STEPS,
  applicationIssues,
  draftBody,
  koreaInstant,
  koreaLocalTime,
  resumeStep,
  stepIssues,
  stepOf,
  valuesFrom,
} from "./form-values";

describe("the form's values", () => {
  it("shows saved instants in Korea's time and sends them back with Korea's offset", () => {
    expect(koreaLocalTime("2026-08-09T02:00:00Z")).toBe("2026-08-09T11:00");
    expect(koreaInstant("2026-08-09T11:00")).toBe("2026-08-09T11:00:00+09:00");
    expect(koreaInstant("")).toBe("");
    const values = valuesFrom({ form: fullForm, id_document: idDocument });
    expect(values.departure_at).toBe("2026-08-09T11:00");
    expect(values.id_document).toBe(true);
    expect(values.agree_terms).toBe(true);
    expect(valuesFrom(null).applicant_name).toBe("");
  });

  it("saves empty fields as cleared and leaves a value out until it is in its format", () => {
    const values = { ...valuesFrom({ form: halfForm, id_document: null }), email: "emma@", mobile: "" };
    const body = draftBody(values, 4);
    expect(body.version).toBe(4);
    expect(body).not.toHaveProperty("email");
    expect(body.mobile).toBeNull();
    expect(body.applicant_name).toBe("Emma Park");
    expect(body.agree_terms).toBe(false);
  });
});

describe("the steps", () => {
  it("puts every field on one step", () => {
    const fields = APPLICATION_STEPS.flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(stepOf("visa_status")).toBe(1);
    expect(stepOf("agree_age14")).toBe(3);
  });

  it("checks a step with the contract's rules, the programme's and the identity document", () => {
    const values = valuesFrom({ form: { ...fullForm, passport_expiry: "2026-08-01" }, id_document: null });
    const issues = applicationIssues(values, openProgramme);
    expect(stepIssues(issues, 0)).toEqual([
      { field: "passport_expiry", message: EDU_MESSAGES.passportExpiryTooSoon },
      { field: "id_document", message: EDU_MESSAGES.idDocumentRequired },
    ]);
    expect(stepIssues(issues, 1)).toEqual([]);
  });

  it("resumes a draft on the first step with something left to give", () => {
    expect(resumeStep(valuesFrom({ form: halfForm, id_document: null }), openProgramme)).toBe(0);
    expect(resumeStep(valuesFrom({ form: halfForm, id_document: idDocument }), openProgramme)).toBe(1);
    expect(resumeStep(valuesFrom({ form: fullForm, id_document: idDocument }), openProgramme)).toBe(3);
  });
});
