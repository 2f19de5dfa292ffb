import {
  type CONTRACT_BANDS,
  type IMPORTANCE,
  type LEVELS,
  type MEETING_TYPES,
  type MeetingRecord,
  type MeetingRecordBody,
  MeetingRecordBodySchema,
  type MeetingRecordValues,
  type VISITOR_SCALES,
} from "@contracts/meetings";
import { contractIssues } from "./contract-issues";
import type { Translate } from "@lib/i18n/feature-text";

type Choice<T extends readonly string[]> = "" | T[number];

/** The record as typed: every choice is a radio's text value, "" while unanswered. */
export type RecordFormValues = {
  took_place: "" | "yes" | "no";
  not_held_reason: string;
  meeting_type: Choice<typeof MEETING_TYPES>;
  main_content: string;
  contract_possibility: Choice<typeof LEVELS>;
  client_importance: Choice<typeof IMPORTANCE>;
  visitor_scale: Choice<typeof VISITOR_SCALES>;
  contract_amount: Choice<typeof CONTRACT_BANDS>;
  satisfaction: "" | "1" | "2" | "3" | "4" | "5";
  comment: string;
};

export const RECORD_FIELDS = [
  "took_place",
  "not_held_reason",
  "meeting_type",
  "main_content",
  "contract_possibility",
  "client_importance",
  "visitor_scale",
  "contract_amount",
  "satisfaction",
  "comment",
] as const satisfies readonly (keyof RecordFormValues)[];

export const SATISFACTION_SCORES = ["1", "2", "3", "4", "5"] as const;

export const EMPTY_RECORD: RecordFormValues = {
  took_place: "",
  not_held_reason: "",
  meeting_type: "",
  main_content: "",
  contract_possibility: "",
  client_importance: "",
  visitor_scale: "",
  contract_amount: "",
  satisfaction: "",
  comment: "",
};

const orNull = <T extends string>(value: "" | T): T | null => (value === "" ? null : value);

/**
 * What is sent: a meeting that did not take place carries only its reason (the other answers, if any were typed
 * before "No" was chosen, are dropped); one that did carries everything but the reason.
 */
export function toRecordBody(values: RecordFormValues): Partial<MeetingRecordBody> {
  // unanswered: the contract's own "did it take place?" message
  if (values.took_place === "") return {};
  if (values.took_place === "no") return { took_place: false, not_held_reason: values.not_held_reason };
  return {
    took_place: true,
    not_held_reason: "",
    meeting_type: orNull(values.meeting_type),
    main_content: values.main_content,
    contract_possibility: orNull(values.contract_possibility),
    client_importance: orNull(values.client_importance),
    visitor_scale: orNull(values.visitor_scale),
    contract_amount: orNull(values.contract_amount),
    satisfaction: values.satisfaction === "" ? null : Number(values.satisfaction),
    comment: values.comment,
  };
}

/** A filed record back in the form's terms, for editing. */
export function fromRecord(record: MeetingRecord | null): RecordFormValues {
  if (!record) return EMPTY_RECORD;
  const score = record.satisfaction === null ? "" : String(record.satisfaction);
  return {
    took_place: record.took_place ? "yes" : "no",
    not_held_reason: record.not_held_reason,
    meeting_type: record.meeting_type ?? "",
    main_content: record.main_content,
    contract_possibility: record.contract_possibility ?? "",
    client_importance: record.client_importance ?? "",
    visitor_scale: record.visitor_scale ?? "",
    contract_amount: record.contract_amount ?? "",
    satisfaction: (SATISFACTION_SCORES as readonly string[]).includes(score)
      ? (score as RecordFormValues["satisfaction"])
      : "",
    comment: record.comment,
  };
}

/** The record's problems by the contract's own schema, in the page's language. */
export function recordIssues(values: RecordFormValues, t: Translate) {
  return contractIssues(MeetingRecordBodySchema, toRecordBody(values), t);
}

/** The record as saved: the contract's body, once `recordIssues` finds nothing wrong. */
export function toRecordValues(values: RecordFormValues): MeetingRecordValues {
  return MeetingRecordBodySchema.parse(toRecordBody(values));
}
