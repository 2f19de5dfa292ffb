import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { PassCard } from "@contracts/passes";
import { shopToday } from "@contracts/shop-calendar";
import { ButtonLink, EmptyState, QrCode, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { TicketX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePassCard } from "../api/get-card";
import { HolderDialog } from "../components/holder-dialog";
import { PassCountdown } from "../components/pass-countdown";
import { PassStateBadge } from "../components/pass-state-badge";
import { RefundSection } from "../components/refund-section";
import { UsageHistory } from "../components/usage-history";
import { usePassText } from "../components/use-pass-text";
import { useScreenAwake } from "../components/use-screen-awake";
import { failureText } from "../model/messages";
import { koreaTime, passTypeText } from "../model/pass-text";

export type PassCardPaths = { myPasses: string };

export type PassCardScreenProps = {
  /** The pass's id in the address (`/seoulitepass/card/{id}`). */
  id: number;
  paths: PassCardPaths;
  area?: Area;
};

/**
 * `/seoulitepass/card/{id}` (issue 24, ADR 0030): the digital pass its holder shows at a venue's counter. The QR of
 * its signed token, large and always dark on light, with the screen kept awake; the code, holder, type and state;
 * once active, the time left counted down from the server's answer; before, that the first scan starts it; and
 * every scan so far. It is read again every 15 s while on screen, so a venue's scan shows without a reload.
 */
export function PassCardScreen({ id, paths, area = "member" }: PassCardScreenProps) {
  const { t } = usePassText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("card.title")}>
      {loggedIn ? <CardLoader id={id} paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function CardLoader({ id, paths, area }: Required<PassCardScreenProps>) {
  const { t, lang } = usePassText();
  const card = usePassCard(area, id, lang);
  if (card.error && isNotFound(card.error)) {
    return (
      <EmptyState
        icon={<TicketX aria-hidden="true" />}
        titleAs="h2"
        title={t("card.notFound.title")}
        description={t("card.notFound.description")}
        action={
          <ButtonLink asChild>
            <Link to={paths.myPasses}>{t("card.notFound.action")}</Link>
          </ButtonLink>
        }
      />
    );
  }
  if (card.error && !card.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("card.error")}
        error={card.error}
        onRetry={() => void card.mutate()}
      />
    );
  }
  if (!card.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-96" />;
  return <Card card={card.data} onStale={() => void card.mutate()} paths={paths} area={area} />;
}

function Card({
  card,
  onStale,
  paths,
  area,
}: {
  card: PassCard;
  /** The countdown ended: the card is read again for the server's word on it. */
  onStale: () => void;
  paths: PassCardPaths;
  area: Area;
}) {
  const { t, lang } = usePassText();
  // the countdown's end is shown at once (the server's answer that follows says the same): until a newer answer
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const ended = endedAt === card.server_now;
  const state = ended ? "expired" : card.state;
  const reason = ended ? "timeRanOut" : card.expiry_reason;
  const usable = state === "issued" || state === "active";
  useScreenAwake(usable);
  const notYet =
    state === "issued" && card.valid_from !== null && shopToday(new Date(card.server_now)) < card.valid_from;

  return (
    <>
      <article
        aria-labelledby="pass-card-holder"
        data-state={state}
        className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5 sm:flex-row sm:items-start"
      >
        {usable && (
          <QrCode
            value={card.token}
            label={t("card.qrLabel", { code: card.code, holder: card.holder })}
            size="lg"
            errorCorrection="Q"
            // as large as a phone's width allows: a venue's scanner reads it off the screen at arm's length
            className="self-center p-2 [&_svg]:size-64 sm:[&_svg]:size-72"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 id="pass-card-holder" className="text-xl font-semibold break-words text-foreground">
                {card.holder}
              </h2>
              <p className="font-mono text-sm text-muted-foreground">
                <span className="sr-only">{t("pass.code")}: </span>
                {card.code}
              </p>
              <p className="text-foreground">{passTypeText(card.type, t)}</p>
            </div>
            <PassStateBadge state={state} />
          </div>

          {usable && <p className="text-sm text-foreground">{t("card.show")}</p>}

          {state === "active" && card.remaining_ms !== null && (
            <PassCountdown
              key={card.server_now}
              remainingMs={card.remaining_ms}
              onEnd={() => {
                setEndedAt(card.server_now);
                onStale();
              }}
            />
          )}
          {state === "active" && card.valid_until && (
            <p className="text-sm text-foreground">
              {t("pass.validUntil", { time: koreaTime(card.valid_until, lang, t) })}
            </p>
          )}
          {state === "active" && card.uses_left !== null && (
            <p className="text-lg font-semibold text-foreground">{t("pass.usesLeft", { count: card.uses_left })}</p>
          )}

          {state === "issued" && (
            <div className="flex flex-col gap-1 text-sm text-foreground">
              <p className="font-medium">{t("card.notActive")}</p>
              {card.type.kind === "days" && <p>{t("card.firstDay")}</p>}
              {notYet && card.valid_from && (
                <p className="font-medium">{t("card.notYetValid", { date: formatDate(card.valid_from, lang) })}</p>
              )}
              {card.uses_left !== null && <p>{t("pass.usesLeft", { count: card.uses_left })}</p>}
              <p>{t("pass.useBy", { time: koreaTime(card.use_by, lang, t) })}</p>
            </div>
          )}

          {state === "expired" && reason && (
            <p className="text-sm font-medium text-foreground">
              {t("mine.expiredBecause", { reason: t(`expiry.${reason}`) })}
            </p>
          )}
          {state === "refunded" && card.refunded_at && (
            <p className="text-sm font-medium text-foreground">
              {t("mine.refundedAt", { time: koreaTime(card.refunded_at, lang, t) })}
            </p>
          )}

          {card.refundable_until && !card.refund && state === "issued" && (
            <p className="text-sm text-muted-foreground">
              {t("card.refundable", { time: koreaTime(card.refundable_until, lang, t) })}
            </p>
          )}
          {state === "issued" && (
            <div className="self-start">
              <HolderDialog pass={card} area={area} />
            </div>
          )}
          {state === "issued" && <RefundSection card={card} area={area} />}
        </div>
      </article>
      <UsageHistory usage={card.usage} />
      <TextLink to={paths.myPasses} className="self-start">
        {t("card.back")}
      </TextLink>
    </>
  );
}
