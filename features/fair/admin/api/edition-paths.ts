/** The operators' addresses of the edition and its programme (contracts/mice.ts, the editor's part). */
export const ADMIN_EDITION_PATH = "/api/v1/admin/mice/edition";
export const ADMIN_SESSIONS_PATH = "/api/v1/admin/mice/conference/sessions";
export const adminSessionPath = (id: number) => `${ADMIN_SESSIONS_PATH}/${id}`;
/** The pattern of one session's address, for the mocked API. */
export const ADMIN_SESSION_PATTERN = `${ADMIN_SESSIONS_PATH}/:id`;

/**
 * The first element of the editor's SWR keys: a saved edition changes the days the programme lists, so a write
 * reads both again.
 */
export const EDITOR_KEY_ROOT = "fair-editor";
export const isEditorKey = (key: unknown) => Array.isArray(key) && key[0] === EDITOR_KEY_ROOT;
