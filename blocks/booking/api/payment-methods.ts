import { PAYMENT_METHODS_PATH, PaymentMethodsDataSchema } from "@contracts/payments";
import type { PaymentMethod } from "@contracts/reservations";
import { request } from "@lib/http/client";
import useSWR from "swr";

/** The methods this visitor can book with (a card page standing in for a provider is off on a reachable server). */
export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  const res = await request(PAYMENT_METHODS_PATH, { schema: PaymentMethodsDataSchema, errorToast: false });
  return res.data;
}

export function usePaymentMethods() {
  return useSWR<PaymentMethod[], Error>(PAYMENT_METHODS_PATH, fetchPaymentMethods);
}
