import { type RequestOptions, request } from "@lib/http/client";
import type { AnyParser, Parsed } from "@lib/http/parser";
import type { Area } from "@lib/session/areas";

export type SendFormOptions<S extends AnyParser> = Pick<RequestOptions<S>, "method" | "schema" | "query" | "body"> & {
  /** The sign-in area whose token is sent (and cleared on a 401). */
  area: Area;
};

/**
 * A form's signed-in write: the form says every refusal beside its fields or in its own alert, so the transport
 * shows no toast (a 401 still clears the session). Answers the parsed `data`.
 */
export async function sendForm<S extends AnyParser>(path: string, options: SendFormOptions<S>): Promise<Parsed<S>> {
  const res = await request(path, { ...options, auth: true, errorToast: false });
  return res.data;
}
