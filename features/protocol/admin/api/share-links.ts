import { sendForm } from "@blocks/feature-kit";
import { type ShareLink, type ShareLinkBody, ShareLinkSchema } from "@contracts/tracking";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./keys";
import { ADMIN_API } from "./paths";

/** `GET /admin/protocol/tours/{id}/share-links`: the tour's links, live, expired and withdrawn. */
export async function fetchShareLinks(tourId: number): Promise<ShareLink[]> {
  const res = await request(ADMIN_API.shareLinks(tourId), {
    schema: z.array(ShareLinkSchema),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useShareLinks(tourId: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ShareLink[], Error>(token && tourId > 0 ? [KEY_ROOT, "links", token, tourId] : null, () =>
    fetchShareLinks(tourId),
  );
}

/** Making a link (its address is in this one answer only) and withdrawing one; the list is read again after. */
export function useShareLinkWrites(tourId: number) {
  const refresh = useRefresh();
  const after = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } finally {
      refresh(isKeyOf("links"));
    }
  };
  return {
    create: (body: ShareLinkBody) =>
      after(() =>
        sendForm(ADMIN_API.shareLinks(tourId), { method: "POST", schema: ShareLinkSchema, body, area: OPERATOR_AREA }),
      ),
    withdraw: (linkId: number) =>
      after(() =>
        request(ADMIN_API.shareLink(tourId, linkId), {
          method: "DELETE",
          schema: z.unknown(),
          auth: true,
          area: OPERATOR_AREA,
          errorToast: false,
        }),
      ),
  };
}
