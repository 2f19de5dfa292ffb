import { DRIVE_PATH, type DriveVehicle, DriveVehicleSchema } from "@contracts/tracking";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

/** `GET /protocol/tracking/drive?lang=` (a driver, signed in to the operators' area): the vehicles they drive. */
export async function fetchDriveVehicles(lang: Lang): Promise<DriveVehicle[]> {
  const res = await request(DRIVE_PATH, {
    schema: z.array(DriveVehicleSchema),
    query: { lang },
    auth: true,
    area: "admin",
    errorToast: false,
  });
  return res.data;
}

/** Read again every minute: the window opening or closing changes what the driver may do. */
export const DRIVE_REFRESH_MS = 60_000;

export function useDriveVehicles(lang: Lang) {
  const token = useToken("admin");
  return useSWR<DriveVehicle[], Error>(token ? [DRIVE_PATH, token, lang] : null, () => fetchDriveVehicles(lang), {
    refreshInterval: DRIVE_REFRESH_MS,
    keepPreviousData: true,
  });
}
