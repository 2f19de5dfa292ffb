import type { Ticket } from "@contracts/tours";
import { Button } from "@ds";
import { Printer } from "lucide-react";
import { useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { TicketCard } from "./ticket-card";
import { useToursText } from "./use-tours-text";

// While the tickets print, the page's own tree is left off the paper and each ticket takes a page of its own.
const PRINT_CSS = `@media print {
  body > :not([data-ticket-print]) { display: none !important; }
  [data-ticket-print] [data-slot="ticket"] { break-after: page; }
  [data-ticket-print] [data-slot="ticket"]:last-child { break-after: auto; }
}
@media screen { [data-ticket-print] { display: none; } }`;

/** Prints `tickets` alone, one per page: a copy of them is on the page only while the print dialog is open. */
function usePrintTickets() {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    flushSync(() => setPrinting(true));
    try {
      window.print();
    } finally {
      setPrinting(false);
    }
  };
  return { printing, print };
}

export type TicketListProps = {
  tickets: Ticket[];
  /** The heading's level on its page: `h2` under a page title, `h1` when the tickets are the page. */
  headingAs?: "h1" | "h2";
};

/**
 * A reservation's tickets, one per traveller, with a note when they do not pass yet, a way to print them (one per
 * page) and to save each as an image.
 */
export function TicketList({ tickets, headingAs: Heading = "h2" }: TicketListProps) {
  const { t } = useToursText();
  const { printing, print } = usePrintTickets();
  const unpaid = tickets.some((ticket) => ticket.state === "unpaid");
  return (
    <section aria-labelledby="tour-tickets-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="tour-tickets-heading" className="text-lg font-semibold text-foreground">
          {t("tickets.heading")}
        </Heading>
        <Button type="button" intent="outline" size="sm" onClick={print} className="print:hidden">
          <Printer aria-hidden="true" />
          {t("tickets.print")}
        </Button>
      </div>
      <p className="text-sm text-foreground">{t("tickets.intro")}</p>
      {unpaid && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm font-medium text-foreground">
          {t("tickets.notYet")}
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} />
          </li>
        ))}
      </ul>
      {printing &&
        createPortal(
          <div data-ticket-print="">
            <style>{PRINT_CSS}</style>
            {tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} printed />
            ))}
          </div>,
          document.body,
        )}
    </section>
  );
}
