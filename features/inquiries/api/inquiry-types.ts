import { type CommonCode, CommonCodeSchema } from "@contracts/common";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { z } from "zod";

export const COMMON_PATH = "/api/v1/common";

export const inquiryTypesKey = [COMMON_PATH, "inquiry_type"] as const;

/** The inquiry types (`GET /api/v1/common?type=inquiry_type`), in the server's order, with both names. */
export async function fetchInquiryTypes(): Promise<CommonCode[]> {
  const res = await request(COMMON_PATH, { schema: z.array(CommonCodeSchema), query: { type: "inquiry_type" } });
  return res.data;
}

export function useInquiryTypes() {
  return useSWR<CommonCode[], Error>(inquiryTypesKey, fetchInquiryTypes, { revalidateOnFocus: false });
}
