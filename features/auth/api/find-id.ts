import { FindIdDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

/** Not named by the contract (FindIdBodySchema; spec: "call not shown"); the server's route (server/domains/auth/routes.ts). */
export const FIND_ID_PATH = "/api/v1/auth/find-id";

export type FindIdArg = { name: string; phone: string };

/** The area's sign-in addresses for a name and mobile number, masked by the server; empty when none match. */
export async function findId(arg: FindIdArg, area?: Area): Promise<string[]> {
  const res = await request(FIND_ID_PATH, {
    method: "POST",
    schema: FindIdDataSchema,
    body: arg,
    errorToast: false,
    area,
  });
  return res.data.emails;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useFindId(area?: Area) {
  return useSWRMutation<string[], Error, string, FindIdArg>(FIND_ID_PATH, (_key, { arg }) => findId(arg, area));
}
