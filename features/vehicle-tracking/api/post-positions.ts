import { type PositionInput, type PositionsReceipt, PositionsReceiptSchema } from "@contracts/tracking";
import { request } from "@lib/http/client";
import { positionsPath } from "./paths";

/**
 * `POST /protocol/tracking/drive/{vehicle}/positions` (the vehicle's driver, while the trip is started): a batch of
 * at most POSITIONS_PER_CALL readings. The queue shows its own state, so the transport shows no toast.
 */
export async function postPositions(vehicleId: number, positions: PositionInput[]): Promise<PositionsReceipt> {
  const res = await request(positionsPath(vehicleId), {
    method: "POST",
    schema: PositionsReceiptSchema,
    body: { positions },
    auth: true,
    area: "admin",
    errorToast: false,
  });
  return res.data;
}
