import { isAuditKey } from "@blocks/console";
import { sendForm } from "@blocks/feature-kit";
import {
  ADMIN_PROMOTIONS_PATH,
  adminPromotionPath,
  type CreatePromotionBody,
  type PromotionLink,
  PromotionLinkSchema,
  type PutPromotionBody,
} from "@contracts/promotions";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

/** Operators' pages use the admin token, whatever site shows them. */
export const OPERATOR_AREA: Area = "admin";
const KEY_ROOT = "promotions-admin";
const isPromotionsKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;

/** `GET /admin/promotions`: every link with its visits, newest first. */
export function usePromotions() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<PromotionLink[], Error>(token ? [KEY_ROOT, token] : null, async () => {
    const res = await request(ADMIN_PROMOTIONS_PATH, {
      schema: z.array(PromotionLinkSchema),
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  });
}

/** Creating a link (`POST`, 409 when the code is taken) and changing one (`PUT`); the list is read again after. */
export function usePromotionWrites() {
  const refresh = useRefresh();
  const after = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      refresh((key) => isPromotionsKey(key) || isAuditKey(key));
    }
  };
  return {
    create: (body: CreatePromotionBody) =>
      after(
        sendForm(ADMIN_PROMOTIONS_PATH, { method: "POST", schema: PromotionLinkSchema, body, area: OPERATOR_AREA }),
      ),
    change: (code: string, body: PutPromotionBody) =>
      after(
        sendForm(adminPromotionPath(code), { method: "PUT", schema: PromotionLinkSchema, body, area: OPERATOR_AREA }),
      ),
  };
}
