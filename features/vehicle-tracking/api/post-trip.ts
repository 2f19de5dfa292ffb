import { DRIVE_PATH, type DriveVehicle, DriveVehicleSchema, type TripAction } from "@contracts/tracking";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { tripPath } from "./paths";

/** `POST /protocol/tracking/drive/{vehicle}/trip` (the vehicle's driver): start, pause or stop the trip. */
export async function postTrip(vehicleId: number, action: TripAction): Promise<DriveVehicle> {
  const res = await request(tripPath(vehicleId), {
    method: "POST",
    schema: DriveVehicleSchema,
    body: { action },
    auth: true,
    area: "admin",
    errorToast: false,
  });
  return res.data;
}

export function useTripAction(vehicleId: number | null) {
  const refresh = useRefresh();
  return useSWRMutation<DriveVehicle, Error, readonly [string, number | null], TripAction>(
    [tripPath(vehicleId ?? 0), vehicleId] as const,
    async (_key, { arg }) => {
      const vehicle = await postTrip(vehicleId as number, arg);
      refresh((key) => Array.isArray(key) && key[0] === DRIVE_PATH);
      return vehicle;
    },
  );
}
