import type { CONTRACT_BANDS, Meeting, MeetingStatus } from "@contracts/meetings";
import type { MartRole } from "@contracts/mart";

/** Every status's label key (`status.*`): the select, the filter and the counts use the same words. */
export const STATUS_LABEL_KEYS: Record<MeetingStatus, string> = {
  requested: "status.requested",
  confirmed: "status.confirmed",
  rejected: "status.rejected",
  canceled: "status.canceled",
  cancel_requested: "status.cancelRequested",
  admin_matching: "status.adminMatching",
};

/** Who sent the request: a buyer, a seller, or an operator who matched the two. */
export const REQUESTER_LABEL_KEYS: Record<Meeting["requested_by"], string> = {
  buyer: "requester.buyer",
  seller: "requester.seller",
  operator: "requester.operator",
};

/** A company's side of the mart (the record's `filed_by`, the company filter's groups). */
export const ROLE_LABEL_KEYS: Record<MartRole, string> = {
  buyer: "role.buyer",
  seller: "role.seller",
};

export type ContractBand = (typeof CONTRACT_BANDS)[number];

/** Spec point 9: performance by contract amount, in US dollars, up to "over USD 100,001". */
export const CONTRACT_BAND_LABEL_KEYS: Record<ContractBand, string> = {
  none: "bands.none",
  up_to_10000: "bands.upTo10000",
  "10001_30000": "bands.from10001To30000",
  "30001_50000": "bands.from30001To50000",
  "50001_100000": "bands.from50001To100000",
  over_100001: "bands.over100001",
};

/** Every label key of the maps above, for the test that keeps the locale files complete. */
export const ALL_LABEL_KEYS: readonly string[] = [
  ...Object.values(STATUS_LABEL_KEYS),
  ...Object.values(REQUESTER_LABEL_KEYS),
  ...Object.values(ROLE_LABEL_KEYS),
  ...Object.values(CONTRACT_BAND_LABEL_KEYS),
];
