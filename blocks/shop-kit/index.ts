// The shop kit's only door: what the member's shop screens (cart, reservation, quotations, reviews, account) share:
// a list's loading, failure and empty states with its page buttons, and the card of one of the member's records.
export { ListPages, ListStates } from "./components/list-states";
export type { ListLoad, ListStatesProps } from "./components/list-states";
export { PagedRecordList } from "./components/paged-record-list";
export type { PagedRecordListProps, RecordPage } from "./components/paged-record-list";
export { RecordCard } from "./components/record-card";
export type { RecordCardProps } from "./components/record-card";
// For stories and tests only: nothing in a site imports these, so the build leaves them out.
export {
  BLANK_IMAGE,
  STORY_TOKEN,
  storyBankTransfer,
  storyCartLine,
  storyCartOption,
  storyCoupons,
  storyProduct,
  storyReservation,
} from "./mocks/fixtures";
export { validationFailure } from "./mocks/http-errors";
