import { type Ticket, TicketSchema } from "@contracts/tours";
import { HttpError, request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { ticketPath } from "./paths";

/** `GET /tours/tickets/{token}?lang=`: the ticket its link opens, no sign-in; 404 `TICKET_NOT_FOUND` otherwise. */
export async function fetchTicket(token: string, lang: Lang): Promise<Ticket> {
  const res = await request(ticketPath(token), { schema: TicketSchema, query: { lang }, errorToast: false });
  return res.data;
}

export function useTicket(token: string | null, lang: Lang) {
  return useSWR<Ticket, Error>(token ? [ticketPath(token), lang] : null, () => fetchTicket(token ?? "", lang), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** The server did not sign this token (or it is not a token at all): not a ticket of ours. */
export const isNotATicket = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);
