import { type Pass, type PassHolderBody, PassSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { MINE_PATH, holderPath, passPath } from "./paths";

/** `PATCH /passes/{id}/holder`: the holder's name corrected, until the pass is activated (409 after). */
export async function updatePassHolder(area: Area, id: number, body: PassHolderBody): Promise<Pass> {
  const res = await request(holderPath(id), {
    method: "PATCH",
    schema: PassSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The correction, then the card and the member's list read again (they show the name). */
export function useUpdatePassHolder(area: Area, id: number) {
  const refresh = useRefresh();
  return useSWRMutation<Pass, Error, readonly [string, "holder"], PassHolderBody>(
    [holderPath(id), "holder"] as const,
    async (_key, { arg }) => {
      const pass = await updatePassHolder(area, id, arg);
      refresh((key) => Array.isArray(key) && (key[0] === passPath(id) || key[0] === MINE_PATH));
      return pass;
    },
  );
}
