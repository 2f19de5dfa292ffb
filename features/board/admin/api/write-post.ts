import { PostSchema, type WritePostBody } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { sendForm } from "@blocks/feature-kit";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useRefresh } from "@lib/http/use-refresh";
import { z } from "zod";
import { OPERATOR_AREA, adminPostPath, adminPostsPath, isKeyOf } from "./paths";

/** A post's fields as the multipart form carries them: strings, `pinned` as true/false, an empty optional as none. */
export function postFormData(body: WritePostBody, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.append(name, value === null ? "" : String(value));
  }
  for (const file of files) form.append("files", file);
  return form;
}

// The editor says a refusal beside its fields, so the transport shows no toast; a 401 still clears the session.

/** `POST .../posts`: JSON, or multipart when files go with it (the post and its files are stored together). */
export async function createPost(
  site: SiteName,
  type: string,
  body: WritePostBody,
  files: readonly File[],
  lang: Lang,
) {
  return sendForm(adminPostsPath(site, type), {
    method: "POST",
    schema: PostSchema,
    query: { lang },
    body: files.length > 0 ? postFormData(body, files) : body,
    area: OPERATOR_AREA,
  });
}

/** `PUT .../posts/{id}`: titles, contents and pinning replaced; files, views and publication stay. */
export async function updatePost(site: SiteName, type: string, id: number, body: WritePostBody, lang: Lang) {
  return sendForm(adminPostPath(site, type, id), {
    method: "PUT",
    schema: PostSchema,
    query: { lang },
    body,
    area: OPERATOR_AREA,
  });
}

/** `DELETE .../posts/{id}`: the post and its files. The list says a refusal in its own words. */
export async function deletePost(site: SiteName, type: string, id: number): Promise<void> {
  await request(adminPostPath(site, type, id), {
    method: "DELETE",
    schema: z.object({ id: z.number().int() }),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

/** The writes; whatever their outcome, the lists and the post are read again (another operator may have moved). */
export function usePostWrites(site: SiteName, type: string, lang: Lang) {
  const refresh = useRefresh();
  const after = async <T>(write: Promise<T>) => {
    try {
      return await write;
    } finally {
      refresh(isKeyOf("posts", "post"));
    }
  };
  return {
    create: (body: WritePostBody, files: readonly File[]) => after(createPost(site, type, body, files, lang)),
    update: (id: number, body: WritePostBody) => after(updatePost(site, type, id, body, lang)),
    remove: (id: number) => after(deletePost(site, type, id)),
  };
}
