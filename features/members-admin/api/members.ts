import { CouponSchema } from "@contracts/members";
import type { Lang } from "@contracts/settings";
import {
  ADMIN_SHOP_MEMBERS_PATH,
  adminShopMemberCouponRevokePath,
  adminShopMemberPath,
  adminShopMemberPointsPath,
  type GrantCouponBody,
  type GrantPointsBody,
  type MemberAdminDetail,
  MemberAdminCouponSchema,
  MemberAdminDetailSchema,
  type MemberAdminPointRow,
  MemberAdminPointRowSchema,
  type MemberAdminRow,
  MemberAdminRowSchema,
  type MemberAdminStatus,
} from "@contracts/members-admin";
import { isAuditKey } from "@blocks/console";
import { type Page, requestPage, sendForm } from "@blocks/feature-kit";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, isMembersKey } from "./paths";

export const MEMBERS_PAGE_SIZE = 20;

export type MemberPage = Page<MemberAdminRow>;

/** `GET /admin/shop/members?q=&status=&page=`: the main shop's members, newest first. */
export async function fetchMembers(
  q: string,
  status: MemberAdminStatus | undefined,
  page: number,
): Promise<MemberPage> {
  return requestPage(ADMIN_SHOP_MEMBERS_PATH, {
    row: MemberAdminRowSchema,
    query: { ...(q ? { q } : {}), ...(status ? { status } : {}), page, per_page: MEMBERS_PAGE_SIZE },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useMembers(q: string, status: MemberAdminStatus | undefined, page: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<MemberPage, Error>(
    token ? [KEY_ROOT, "list", token, q, status ?? "", page] : null,
    () => fetchMembers(q, status, page),
    { keepPreviousData: true },
  );
}

/** `GET /admin/shop/members/{id}`: the account, counts, points and coupons. */
export function useMember(id: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<MemberAdminDetail, Error>(token ? [KEY_ROOT, "member", token, id] : null, async () => {
    const res = await request(adminShopMemberPath(id), {
      schema: MemberAdminDetailSchema,
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  });
}

/** How many points history rows a page of the member's screen shows. */
export const POINTS_PAGE_SIZE = 20;

export type PointsPage = Page<MemberAdminPointRow>;

/** `GET /admin/shop/members/{id}/points?page=`: the member's points history, newest first, a page at a time. */
export function useMemberPoints(id: number, page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<PointsPage, Error>(
    token ? [KEY_ROOT, "points", token, id, page, lang] : null,
    async () => {
      return requestPage(adminShopMemberPointsPath(id), {
        row: MemberAdminPointRowSchema,
        query: { page, per_page: POINTS_PAGE_SIZE, lang },
        auth: true,
        area: OPERATOR_AREA,
        errorToast: false,
      });
    },
    { keepPreviousData: true },
  );
}

const StatusSchema = z.object({ id: z.number(), status: z.string() });

/**
 * The member's writes: deactivate, reactivate, grant points, give or revoke a coupon. Whatever the outcome, the member, the
 * lists and the audit trail are read again (a refusal may mean someone else changed it).
 */
export function useMemberActions(id: number) {
  const refresh = useRefresh();
  const after = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      refresh((key) => isMembersKey(key) || isAuditKey(key));
    }
  };
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    sendForm(`${adminShopMemberPath(id)}/${path}`, { method: "POST", schema, body, area: OPERATOR_AREA });
  return {
    deactivate: (reason: string) => after(post("deactivate", { reason }, StatusSchema)),
    reactivate: (reason: string) => after(post("reactivate", reason ? { reason } : {}, StatusSchema)),
    grantPoints: (body: GrantPointsBody) => after(post("points", body, z.object({ balance: z.number() }))),
    grantCoupon: (body: GrantCouponBody) => after(post("coupons", body, CouponSchema)),
    revokeCoupon: (couponId: number, reason: string) =>
      after(
        sendForm(adminShopMemberCouponRevokePath(id, couponId), {
          method: "POST",
          schema: MemberAdminCouponSchema,
          body: { reason },
          area: OPERATOR_AREA,
        }),
      ),
  };
}
