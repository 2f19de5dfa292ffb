// The console block's only door: what every screen of the shop's operators' console shares (ADR 0034): the signed-in
// operator's role and what it allows, a write on a record with what it reads again, a record's audit trail, the
// dialog of a decision sent from a form, a list saved as CSV, with its words in the `console-kit` namespace.
export { useConsoleAccess } from "./api/access";
export type { ConsoleAccess } from "./api/access";
export { isAuditKey } from "./api/audit";
export { useRecordWrites } from "./api/record-writes";
export type { CachedRecord } from "./api/record-writes";
export { AuditTrail } from "./components/audit-trail";
export { AuditTrailDialog } from "./components/audit-trail-dialog";
export { CsvExport } from "./components/csv-export-button";
export { readFailure } from "./components/read-failure";
export type { FailedRead } from "./components/read-failure";
export type { CsvExportProps } from "./components/csv-export-button";
export { DecisionFormDialog } from "./components/decision-form-dialog";
export { DialogFormFooter } from "./components/dialog-form-footer";
export type { DialogFormFooterProps } from "./components/dialog-form-footer";
export type { DecisionFormDialogProps } from "./components/decision-form-dialog";
export type { AuditRecord, AuditTrailDialogProps } from "./components/audit-trail-dialog";
export type { AuditTrailProps } from "./components/audit-trail";
export { CONSOLE_KIT_NAMESPACES } from "./components/use-console-text";
// For stories only: nothing in a site imports these, so the build leaves them (and msw) out.
export { auditEntryFixture } from "./mocks/fixtures";
export { auditHandlers, consoleHandlers } from "./mocks/handlers";
