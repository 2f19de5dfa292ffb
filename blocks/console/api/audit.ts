import { ADMIN_AUDIT_PATH, type AuditEntry, AuditEntrySchema, type AuditSubject } from "@contracts/audit";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

/** One record's key; a write to the record refreshes it with `useRefresh()` on this prefix. */
export const auditKey = (token: string | null, subject: AuditSubject, subjectId: string) =>
  token ? ([ADMIN_AUDIT_PATH, subject, subjectId, token] as const) : null;

export async function fetchAudit(subject: AuditSubject, subjectId: string): Promise<AuditEntry[]> {
  const res = await request(ADMIN_AUDIT_PATH, {
    schema: z.array(AuditEntrySchema),
    query: { subject, subject_id: subjectId },
    auth: true,
    area: "admin",
    errorToast: false,
  });
  return res.data;
}

/** `GET /admin/audit`: who changed the record, and when, oldest first. */
export function useAudit(subject: AuditSubject, subjectId: string) {
  const token = useToken("admin");
  return useSWR<AuditEntry[], Error>(auditKey(token, subject, subjectId), () => fetchAudit(subject, subjectId));
}

/** The reads of every record's audit trail, for `useRefresh()` after a write. */
export const isAuditKey = (key?: unknown): boolean => Array.isArray(key) && key[0] === ADMIN_AUDIT_PATH;
