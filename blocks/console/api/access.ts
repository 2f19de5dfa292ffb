import { AdminMeDataSchema } from "@contracts/auth";
import type { AdminRole } from "@contracts/auth-area";
import { request } from "@lib/http/client";
import { ADMIN_ME_PATH, rememberAdminMe, rememberedAdminMe } from "@lib/session/admin-me";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

/** Keyed by the token: another operator signing in in this tab is asked again. */
export const adminMeKey = (token: string | null) => (token ? ([ADMIN_ME_PATH, token] as const) : null);

export type ConsoleAccess = {
  /** The signed-in operator's role; undefined while it is asked (or when nobody is signed in). */
  role: AdminRole | undefined;
  /** May change records (deposits, answers, content...): operators and clerks. */
  canWrite: boolean;
  /** May move money (refunds, approving a cancellation, prices): operators only. */
  canMoveMoney: boolean;
  isLoading: boolean;
};

/** What a role may do in the shop's console (ADR 0034); the server's doors decide the same. */
export function accessOf(role: AdminRole | undefined): Pick<ConsoleAccess, "canWrite" | "canMoveMoney"> {
  return { canWrite: role === "operator" || role === "clerk", canMoveMoney: role === "operator" };
}

/**
 * The signed-in operator's role in the console: screens offer only what it allows (a viewer sees no write button,
 * a clerk no money button). Until the role is known nothing is offered; a page that looked the operator up at start-up
 * (the shell, a story) knows it at the first render.
 */
export function useConsoleAccess(): ConsoleAccess {
  const token = useToken("admin");
  // What the start-up lookup learnt is the first render's answer; the hook still asks, and a changed role shows.
  const me = useSWR(
    adminMeKey(token),
    async ([path, asked]) => {
      const res = await request(path, { schema: AdminMeDataSchema, auth: true, area: "admin", errorToast: false });
      rememberAdminMe(asked, res.data);
      return res.data;
    },
    { fallbackData: rememberedAdminMe(token) },
  );
  const role = me.data?.role;
  return { role, ...accessOf(role), isLoading: role === undefined && me.isLoading };
}
