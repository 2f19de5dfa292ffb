import { type PassReservation, PassReservationSchema } from "@contracts/passes";

/**
 * The order the purchase form made, kept in this tab's session storage under its number: the payment provider's
 * window sends the visitor back to the completion page, which shows the order (its holders, a transfer's account)
 * from here and the passes from the member's list once they are issued. Gone with the tab.
 */
export const ORDER_STORAGE = "seoulitepass.order.";

type OrderStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): OrderStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage can be disabled (privacy mode) or absent (the server's render): the page then shows the passes only
    return null;
  }
}

const slot = (number: string) => `${ORDER_STORAGE}${number.toUpperCase()}`;

export function storeOrder(order: PassReservation, storage: OrderStorage | null = browserStorage()): void {
  try {
    storage?.setItem(slot(order.reservation_number), JSON.stringify(order));
  } catch {
    // a full storage is not fatal: the completion page still lists the passes once they are issued
  }
}

/** The order kept under `number`, or null when there is none or what is kept is not an order (an older shape). */
export function readOrder(number: string, storage: OrderStorage | null = browserStorage()): PassReservation | null {
  try {
    const raw = storage?.getItem(slot(number));
    if (!raw) return null;
    const parsed = PassReservationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
