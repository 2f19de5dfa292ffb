import { describe, expect, it } from "vitest";
import { filedRecord } from "../mocks/fixtures";
import {
  EMPTY_RECORD,
  type RecordFormValues,
  fromRecord,
  recordIssues,
  toRecordBody,
  toRecordValues,
} from "./record-form";

const t = (key: string) => `t:${key}`;
/** Each field at fault with its message. */
const check = (values: RecordFormValues) =>
  Object.fromEntries(recordIssues(values, t).map((issue) => [issue.field, issue.message]));

const held: RecordFormValues = {
  took_place: "yes",
  not_held_reason: "",
  meeting_type: "on_site",
  main_content: "Packages for groups",
  contract_possibility: "high",
  client_importance: "medium",
  visitor_scale: "5000_10000",
  contract_amount: "over_100001",
  satisfaction: "5",
  comment: "Good talk",
};

describe("toRecordBody", () => {
  it("sends only the reason for a meeting that did not take place", () => {
    expect(toRecordBody({ ...held, took_place: "no", not_held_reason: "They did not come" })).toEqual({
      took_place: false,
      not_held_reason: "They did not come",
    });
  });

  it("sends every answer but the reason for a meeting that took place", () => {
    // the answers as typed, but the switch and the score as the contract has them
    expect(toRecordBody({ ...held, not_held_reason: "typed before switching" })).toEqual({
      ...held,
      took_place: true,
      not_held_reason: "",
      satisfaction: 5,
    });
  });
});

describe("fromRecord", () => {
  it("puts a filed record back into the form and starts empty without one", () => {
    expect(fromRecord(filedRecord)).toMatchObject({
      took_place: "yes",
      satisfaction: "4",
      contract_amount: "10001_30000",
    });
    expect(toRecordBody(fromRecord(filedRecord))).toMatchObject({ satisfaction: 4, meeting_type: "pre_arranged" });
    expect(fromRecord(null)).toEqual(EMPTY_RECORD);
  });
});

describe("recordIssues", () => {
  it("first asks whether the meeting took place", () => {
    expect(check(EMPTY_RECORD)).toEqual({ took_place: "t:messages.record.tookPlaceRequired" });
  });

  it("asks only for the reason when it did not take place", () => {
    expect(check({ ...EMPTY_RECORD, took_place: "no" })).toEqual({
      not_held_reason: "t:messages.record.reasonRequired",
    });
    const ok: RecordFormValues = { ...EMPTY_RECORD, took_place: "no", not_held_reason: "Flight delayed" };
    expect(check(ok)).toEqual({});
    expect(toRecordValues(ok)).toMatchObject({
      took_place: false,
      not_held_reason: "Flight delayed",
      satisfaction: null,
    });
  });

  it("asks for every answer when it took place", () => {
    const result = check({ ...EMPTY_RECORD, took_place: "yes" });
    expect(Object.keys(result).sort()).toEqual([
      "client_importance",
      "contract_amount",
      "contract_possibility",
      "main_content",
      "meeting_type",
      "satisfaction",
      "visitor_scale",
    ]);
    expect(result).toMatchObject({
      main_content: "t:messages.record.contentRequired",
      visitor_scale: "t:messages.record.choiceRequired",
      satisfaction: "t:messages.record.satisfactionRange",
    });
    expect(check(held)).toEqual({});
    expect(toRecordValues(held)).toMatchObject({ took_place: true, satisfaction: 5 });
  });
});
