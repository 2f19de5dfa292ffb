import { type CommonCode, CommonCodeSchema } from "@contracts/common";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { z } from "zod";

export const COMMON_PATH = "/api/v1/common";

/** The nationality codes (`GET /api/v1/common?type=nationality`), in the server's order. */
export async function fetchNationalities(): Promise<CommonCode[]> {
  const res = await request(COMMON_PATH, {
    schema: z.array(CommonCodeSchema),
    query: { type: "nationality" },
    errorToast: false,
  });
  return res.data;
}

export function useNationalities() {
  return useSWR<CommonCode[], Error>([COMMON_PATH, "nationality"], fetchNationalities, { revalidateOnFocus: false });
}
