import { type CommonCode, CommonCodeSchema } from "@contracts/common";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { z } from "zod";

export const COMMON_PATH = "/api/v1/common";

/** One key for every screen: the list is the same everywhere, so it is asked for once a visit. */
export const nationalitiesKey = [COMMON_PATH, "nationality"] as const;

export type NationalitiesOptions = {
  /**
   * `false` where the list only fills a field the form works without (a booking form shows the failure beside the
   * field instead); the transport's toast otherwise.
   */
  errorToast?: boolean;
};

/** The nationality codes (`GET /api/v1/common?type=nationality`), in the server's order. */
export async function fetchNationalities({ errorToast }: NationalitiesOptions = {}): Promise<CommonCode[]> {
  const res = await request(COMMON_PATH, {
    schema: z.array(CommonCodeSchema),
    query: { type: "nationality" },
    errorToast,
  });
  return res.data;
}

export function useNationalities(options: NationalitiesOptions = {}) {
  const { errorToast } = options;
  return useSWR<CommonCode[], Error>(nationalitiesKey, () => fetchNationalities({ errorToast }), {
    revalidateOnFocus: false,
  });
}
