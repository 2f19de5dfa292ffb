import { type CheckInAnswer, CheckInAnswerSchema, type CheckInBody } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { z } from "zod";
import { CHECK_IN_BATCH_PATH, CHECK_IN_PATH, GATE_AREA } from "./paths";

/**
 * `POST /admin/tours/check-ins`: the server's decision on one scan. The gate shows every answer itself, so the
 * transport shows no toast; a 401 still clears the session and the site's guard sends the operator to sign in.
 */
export async function checkIn(body: CheckInBody, lang: Lang, signal?: AbortSignal): Promise<CheckInAnswer> {
  const res = await request(CHECK_IN_PATH, {
    method: "POST",
    schema: CheckInAnswerSchema,
    query: { lang },
    body,
    auth: true,
    area: GATE_AREA,
    errorToast: false,
    signal,
  });
  return res.data;
}

export type BatchScan = { scanned: string; departure_id: number; nonce: string; scanned_at: string };

/** `POST /admin/tours/check-ins/batch`: an offline queue, one answer per scan in order (retries answer alike). */
export async function checkInBatch(device: string, scans: readonly BatchScan[], lang: Lang): Promise<CheckInAnswer[]> {
  const res = await request(CHECK_IN_BATCH_PATH, {
    method: "POST",
    schema: z.array(CheckInAnswerSchema),
    query: { lang },
    body: { device, scans },
    auth: true,
    area: GATE_AREA,
    errorToast: false,
  });
  return res.data;
}
