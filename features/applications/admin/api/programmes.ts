import { type EduAdminProgramme, EduAdminProgrammeSchema, type EduProgrammeBody } from "@contracts/applications";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { useRefresh } from "@lib/http/use-refresh";
import { z } from "zod";
import { ADMIN_PROGRAMMES_PATH, KEY_ROOT, OPERATOR_AREA, adminProgrammePath, isKeyOf } from "./paths";

/** `GET /admin/edu/programmes`: every programme, the newest trip first. */
export async function fetchAdminProgrammes(): Promise<EduAdminProgramme[]> {
  const res = await request(ADMIN_PROGRAMMES_PATH, {
    schema: z.array(EduAdminProgrammeSchema),
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

/** `GET /admin/edu/programmes/{id}`: one programme as the editor starts from it. */
export async function fetchAdminProgramme(id: number): Promise<EduAdminProgramme> {
  const res = await request(adminProgrammePath(id), {
    schema: EduAdminProgrammeSchema,
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

export function useAdminProgrammes() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<EduAdminProgramme[], Error>(token ? [KEY_ROOT, "admin-programmes", token] : null, () =>
    fetchAdminProgrammes(),
  );
}

export function useAdminProgramme(id: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<EduAdminProgramme, Error>(
    token ? [KEY_ROOT, "admin-programme", token, id] : null,
    () => fetchAdminProgramme(id),
    // an editor is not re-filled under the operator's hands when the window regains focus
    { revalidateOnFocus: false },
  );
}

// The editor says a refusal beside its fields, in the page's language, so the transport shows no toast.

/** `POST /admin/edu/programmes` (no id) or `PUT .../{id}`: the programme as saved. */
export async function saveProgramme(id: number | null, body: EduProgrammeBody): Promise<EduAdminProgramme> {
  const res = await request(id === null ? ADMIN_PROGRAMMES_PATH : adminProgrammePath(id), {
    method: id === null ? "POST" : "PUT",
    schema: EduAdminProgrammeSchema,
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** A save; whatever names programmes (the lists, the counts, the filters' choices) is read again. */
export function useProgrammeSave() {
  const refresh = useRefresh();
  return async (id: number | null, body: EduProgrammeBody) => {
    try {
      return await saveProgramme(id, body);
    } finally {
      refresh(isKeyOf("admin-programmes", "admin-programme", "programmes", "summary"));
    }
  };
}
