import { sendForm } from "@blocks/feature-kit";
import { type AdminEdition, AdminEditionSchema, type EditionBody } from "@contracts/mice";
import { useRefresh } from "@lib/http/use-refresh";
import { ADMIN_EDITION_PATH, isEditorKey } from "./edition-paths";
import { OPERATOR_AREA } from "./paths";

/** `PUT /admin/mice/edition`: every text, day and hour replaced. The form says a refusal beside its fields. */
export async function saveEdition(body: EditionBody): Promise<AdminEdition> {
  return sendForm(ADMIN_EDITION_PATH, { method: "PUT", schema: AdminEditionSchema, body, area: OPERATOR_AREA });
}

/** The save; whatever its outcome the edition and the programme's days are read again. */
export function useSaveEdition() {
  const refresh = useRefresh();
  return async (body: EditionBody) => {
    try {
      return await saveEdition(body);
    } finally {
      refresh(isEditorKey);
    }
  };
}
