import { sendForm, requestPage } from "@blocks/feature-kit";
import type { PageMeta } from "@contracts/envelope";
import {
  ADMIN_PASS_VENUES_PATH,
  type AdminVenue,
  AdminVenueSchema,
  type VenueAdminBody,
} from "@contracts/pass-venues-admin";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR, { useSWRConfig } from "swr";
import { KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./keys";

export const VENUES_PAGE_SIZE = 20;

export type VenueFilter = "all" | "published" | "unpublished";
export type VenuePage = { rows: AdminVenue[]; meta: PageMeta };

const venuePath = (id: number) => `${ADMIN_PASS_VENUES_PATH}/${id}`;
const publishedOf = (filter: VenueFilter) => (filter === "all" ? undefined : filter === "published" ? "true" : "false");

/** `GET /admin/pass-venues?published=&page=`: the venues in the public list's order. */
export async function fetchVenues(filter: VenueFilter, page: number, lang: Lang): Promise<VenuePage> {
  return requestPage(ADMIN_PASS_VENUES_PATH, {
    row: AdminVenueSchema,
    query: { published: publishedOf(filter), page, per_page: VENUES_PAGE_SIZE, lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useVenues(filter: VenueFilter, page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<VenuePage, Error>(
    token ? [KEY_ROOT, "list", token, filter, page, lang] : null,
    () => fetchVenues(filter, page, lang),
    { keepPreviousData: true },
  );
}

const venueKey = (token: string | null, id: number) =>
  token && id > 0 ? ([KEY_ROOT, "venue", token, id] as const) : null;

/** `GET /admin/pass-venues/{id}`: one venue, published or not. */
export async function fetchVenue(id: number): Promise<AdminVenue> {
  const res = await request(venuePath(id), {
    schema: AdminVenueSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** One venue to edit; nothing is read for a new one (id null). */
export function useVenue(id: number | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminVenue, Error>(id === null ? null : venueKey(token, id), () => fetchVenue(id ?? 0));
}

/** `POST /admin/pass-venues` (id null) or `PUT /admin/pass-venues/{id}`: the whole venue. */
export function saveVenue(id: number | null, body: VenueAdminBody, lang: Lang): Promise<AdminVenue> {
  return sendForm(id === null ? ADMIN_PASS_VENUES_PATH : venuePath(id), {
    method: id === null ? "POST" : "PUT",
    schema: AdminVenueSchema,
    query: { lang },
    body,
    area: OPERATOR_AREA,
  });
}

/** `POST /admin/pass-venues/{id}/publish` or `/unpublish`. */
export function setPublished(id: number, published: boolean, lang: Lang): Promise<AdminVenue> {
  return sendForm(`${venuePath(id)}/${published ? "publish" : "unpublish"}`, {
    method: "POST",
    schema: AdminVenueSchema,
    query: { lang },
    area: OPERATOR_AREA,
  });
}

/** Writes on one venue: the answer replaces the cached venue, and the lists are read again whatever the outcome. */
export function useVenueWrites(lang: Lang) {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  const token = useToken(OPERATOR_AREA);
  const after = async <T extends AdminVenue>(write: () => Promise<T>) => {
    try {
      const venue = await write();
      await mutate(venueKey(token, venue.id), venue, { revalidate: false });
      return venue;
    } finally {
      refresh(isKeyOf("list"));
    }
  };
  return {
    save: (id: number | null, body: VenueAdminBody) => after(() => saveVenue(id, body, lang)),
    publish: (id: number, published: boolean) => after(() => setPublished(id, published, lang)),
  };
}
