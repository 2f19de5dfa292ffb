import { FeaturePage, LoadError } from "@blocks/feature-kit";
import { ButtonLink, EmptyState, Skeleton } from "@ds";
import { TicketX } from "lucide-react";
import { Link } from "react-router";
import { isNotATicket, useTicket } from "../api/get-ticket";
import { TicketList } from "../components/ticket-list";
import { useToursText } from "../components/use-tours-text";

export type TicketScreenProps = {
  /** The signed token of the address (`/apec2025/qrcode/{token}`). */
  token: string;
  paths: { myReservation: string };
};

/**
 * `/apec2025/qrcode/{token}` (issue 23): the one ticket its link (the QR code, the tickets mail) opens, with no
 * sign-in: the token is the ticket's secret. A token the server did not sign is "not a ticket".
 */
export function TicketScreen({ token, paths }: TicketScreenProps) {
  const { t, lang } = useToursText();
  const ticket = useTicket(token, lang);
  if (ticket.error && isNotATicket(ticket.error)) {
    return (
      <FeaturePage title={t("tickets.page.title")}>
        <EmptyState
          icon={<TicketX aria-hidden="true" />}
          titleAs="h2"
          title={t("tickets.page.notFound.title")}
          description={t("tickets.page.notFound.description")}
          action={
            <ButtonLink asChild>
              <Link to={paths.myReservation}>{t("tickets.page.notFound.action")}</Link>
            </ButtonLink>
          }
        />
      </FeaturePage>
    );
  }
  return (
    <FeaturePage title={t("tickets.page.title")}>
      {ticket.error ? (
        <LoadError t={t} title={t("tickets.page.failed")} error={ticket.error} onRetry={() => void ticket.mutate()} />
      ) : !ticket.data ? (
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
      ) : (
        <TicketList tickets={[ticket.data]} />
      )}
    </FeaturePage>
  );
}
