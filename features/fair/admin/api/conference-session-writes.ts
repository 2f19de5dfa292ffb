import { sendForm } from "@blocks/feature-kit";
import { type AdminSession, AdminSessionSchema, type SessionBody } from "@contracts/mice";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import { z } from "zod";
import { ADMIN_SESSIONS_PATH, adminSessionPath, isEditorKey } from "./edition-paths";
import { OPERATOR_AREA } from "./paths";

/** `POST /admin/mice/conference/sessions`: a new session on one of the edition's days. */
export async function createSession(body: SessionBody): Promise<AdminSession> {
  return sendForm(ADMIN_SESSIONS_PATH, { method: "POST", schema: AdminSessionSchema, body, area: OPERATOR_AREA });
}

/** `PUT .../sessions/{id}`: the session replaced. */
export async function updateSession(id: number, body: SessionBody): Promise<AdminSession> {
  return sendForm(adminSessionPath(id), { method: "PUT", schema: AdminSessionSchema, body, area: OPERATOR_AREA });
}

/** `DELETE .../sessions/{id}`. The list says a refusal in its own words. */
export async function deleteSession(id: number): Promise<void> {
  await request(adminSessionPath(id), {
    method: "DELETE",
    schema: z.object({ id: z.number().int() }),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

/** The writes; whatever their outcome the programme is read again (another operator may have changed it). */
export function useSessionWrites() {
  const refresh = useRefresh();
  const after = async <T>(write: Promise<T>) => {
    try {
      return await write;
    } finally {
      refresh(isEditorKey);
    }
  };
  return {
    create: (body: SessionBody) => after(createSession(body)),
    update: (id: number, body: SessionBody) => after(updateSession(id, body)),
    remove: (id: number) => after(deleteSession(id)),
  };
}
