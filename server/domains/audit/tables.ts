import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, instant } from "../../platform/db/columns";
import { ADMIN_ROLES } from "@contracts/auth-area";
import { AUDIT_SUBJECTS } from "@contracts/audit";
import { accounts } from "../auth/tables";

/**
 * The operators' audit trail (ADR 0034): one row per change an operator made, written in the change's own
 * transaction, never updated. The operator's name and role are kept as they were, so the entry still says who after
 * the account changes or goes.
 */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: id(),
    at: instant("at").notNull().defaultNow(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    accountName: text("account_name").notNull(),
    role: text("role", { enum: ADMIN_ROLES }),
    subject: text("subject", { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: text("subject_id").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("operator_audit_subject_idx").on(t.subject, t.subjectId, t.id)],
);
