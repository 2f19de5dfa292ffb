import type { AuditEntry } from "@contracts/audit";

/** One entry of an audit trail, as the server answers it. */
export function auditEntryFixture(partial: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: "2026-11-20T01:30:00Z",
    actor: { id: 7, name: "Kim Operator", role: "operator" },
    subject: "reservation",
    subject_id: "42",
    action: "deposit_recorded",
    detail: {},
    ...partial,
  };
}
