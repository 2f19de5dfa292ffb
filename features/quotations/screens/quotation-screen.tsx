import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import type { Quotation } from "@contracts/quotations";
import type { PaymentMethod } from "@contracts/reservations";
import { ButtonLink, EmptyState, Skeleton, cn } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleAlert, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useQuotation } from "../api/get-quotation";
import { useRespondToQuotation } from "../api/respond-quotation";
import { AcceptForm } from "../components/accept-form";
import { CommentForm } from "../components/comment-form";
import { QuotationOffer } from "../components/quotation-offer";
import { QuotationStatusBadge } from "../components/quotation-status-badge";
import { useQuotationsText } from "../components/use-quotations-text";
import { type AcceptValues, toAcceptBody } from "../model/accept-form";
import { type Conflict, conflictOf } from "../model/status";

export type AcceptedReservation = { id: number; payment_method: PaymentMethod };

export type QuotationPaths = {
  myQuotations: string;
  /** The reservation an accepted quotation became (its detail page, where it can also be paid). */
  reservation: (id: number) => string;
};

export type QuotationScreenProps = {
  quotationId: number;
  /** The quotation is accepted and booked: the site pays online, or opens the reservation's detail. */
  onAccepted: (reservation: AcceptedReservation) => void;
  paths: QuotationPaths;
  area?: Area;
};

type Choice = "accept" | "request_changes" | "decline";
const CHOICES: readonly Choice[] = ["accept", "request_changes", "decline"];

const CONFLICT_KEYS: Record<Conflict, string> = {
  expired: "messages.quotation.expired",
  revised: "messages.quotation.revised",
  alreadyAnswered: "messages.quotation.alreadyAnswered",
  withdrawn: "messages.quotation.withdrawn",
};

/**
 * `/quotation/{id}` (member): the operator's offer (dated options, prices, luggage fee, total, last day to answer,
 * their message) and, while it can be answered, the three answers: accept (traveller and payment, then the site
 * takes the payment), ask for changes (a comment), or decline. An answer the quotation has outrun (expired,
 * revised, answered, withdrawn) is said plainly and the page shows the quotation as it now stands.
 */
export function QuotationScreen({ quotationId, onAccepted, paths, area = "member" }: QuotationScreenProps) {
  const { t } = useQuotationsText();
  const loggedIn = useIsLoggedIn(area);
  if (!loggedIn) {
    return (
      <FeaturePage title={t("detail.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }
  return <QuotationView quotationId={quotationId} onAccepted={onAccepted} paths={paths} area={area} />;
}

function QuotationView({ quotationId, onAccepted, paths, area = "member" }: QuotationScreenProps) {
  const { t, lang } = useQuotationsText();
  const quotation = useQuotation(area, quotationId, lang);
  const respond = useRespondToQuotation(area, quotationId, lang);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // one id per visit: a double submit of the acceptance books once
  const [requestId] = useState(() => globalThis.crypto.randomUUID());
  const back = (
    <TextLink to={paths.myQuotations} className="text-sm">
      {t("detail.back")}
    </TextLink>
  );

  if (quotation.error && !quotation.data) {
    const notFound = quotation.error instanceof HttpError && quotation.error.status === 404;
    return (
      <FeaturePage title={t("detail.heading")} aside={back}>
        {notFound ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            titleAs="h2"
            title={t("messages.quotation.notFound")}
            description={t("detail.notFound")}
            action={
              <ButtonLink asChild intent="outline">
                <Link to={paths.myQuotations}>{t("detail.back")}</Link>
              </ButtonLink>
            }
          />
        ) : (
          <LoadError
            t={t}
            describe={failureText}
            title={t("detail.error")}
            error={quotation.error}
            onRetry={() => void quotation.mutate()}
          />
        )}
      </FeaturePage>
    );
  }
  if (!quotation.data) {
    return (
      <FeaturePage title={t("detail.heading")} aside={back}>
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />
      </FeaturePage>
    );
  }
  const current = quotation.data;

  /** Sends an answer; a conflict reloads the quotation and is said above the answers (not rethrown). */
  const answer = async (body: Parameters<typeof respond.trigger>[0]): Promise<Quotation | null> => {
    setConflict(null);
    try {
      return await respond.trigger(body);
    } catch (error) {
      const found = conflictOf(error);
      if (!found) throw error;
      setConflict(found);
      await quotation.mutate();
      return null;
    }
  };

  const accept = async (values: AcceptValues) => {
    const accepted = await answer(toAcceptBody(values, current.revision, requestId));
    const method = values.payment_method as PaymentMethod;
    if (accepted?.reservation_id) onAccepted({ id: accepted.reservation_id, payment_method: method });
  };

  return (
    <FeaturePage title={current.title} aside={back}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <QuotationStatusBadge status={current.display_status} size="md" />
        <span className="font-mono">{t("list.number", { number: current.quotation_number })}</span>
        {current.revision > 1 && <span>{t("detail.revision", { revision: current.revision })}</span>}
        <span>{t("detail.sentOn", { date: formatDate(current.updated_at, lang) })}</span>
      </div>
      {current.message && (
        <section aria-labelledby="quotation-message-heading" className="flex flex-col gap-2">
          <h2 id="quotation-message-heading" className="text-lg font-semibold text-foreground">
            {t("detail.message")}
          </h2>
          <p className="rounded-lg border border-border bg-surface p-4 text-sm leading-6 whitespace-pre-line text-foreground">
            {current.message}
          </p>
        </section>
      )}
      <QuotationOffer quotation={current} />
      {conflict && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger bg-surface p-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(CONFLICT_KEYS[conflict])}
        </p>
      )}
      <section aria-labelledby="quotation-answer-heading" className="flex flex-col gap-4">
        <h2 id="quotation-answer-heading" className="text-lg font-semibold text-foreground">
          {t("detail.answer")}
        </h2>
        {current.can_respond ? (
          <>
            <p className="text-sm text-muted-foreground">
              {t("detail.answerBy", { date: formatDate(current.valid_until, lang) })}
            </p>
            <div role="group" aria-label={t("detail.answer")} className="flex flex-wrap gap-2">
              {CHOICES.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={choice === value}
                  onClick={() => setChoice(value)}
                  className={cn(
                    "h-9 rounded-md border px-4 text-sm font-medium transition-colors duration-fast ease-standard",
                    "outline-hidden focus-visible:shadow-focus",
                    choice === value
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-surface text-foreground hover:bg-hover",
                  )}
                >
                  {t(`detail.choices.${value}`)}
                </button>
              ))}
            </div>
            <div className="rounded-lg border border-border bg-surface p-4">
              {choice === "accept" ? (
                <AcceptForm
                  onSubmit={accept}
                  area={area}
                  departure={{ date: current.departure_date, time: current.departure_time }}
                />
              ) : choice === "request_changes" || choice === "decline" ? (
                <CommentForm
                  key={choice}
                  action={choice}
                  onSubmit={(comment) =>
                    answer(
                      choice === "decline"
                        ? { action: "decline", revision: current.revision, comment }
                        : { action: "request_changes", revision: current.revision, comment },
                    )
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t("detail.choose")}</p>
              )}
            </div>
          </>
        ) : (
          <Outcome quotation={current} paths={paths} />
        )}
      </section>
    </FeaturePage>
  );
}

/** What became of the quotation once it can no longer be answered. */
function Outcome({ quotation, paths }: { quotation: Quotation; paths: QuotationPaths }) {
  const { t, lang } = useQuotationsText();
  const on = quotation.responded_at ? formatDateTime(quotation.responded_at, lang) : null;
  const said = (key: string) => (on ? t(`outcome.${key}On`, { date: on }) : t(`outcome.${key}`));
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 text-sm" role="status">
      {quotation.display_status === "accepted" && (
        <>
          <p className="font-medium text-foreground">{said("accepted")}</p>
          {quotation.reservation_id !== null && (
            <ButtonLink asChild className="self-start">
              <Link to={paths.reservation(quotation.reservation_id)}>{t("outcome.viewReservation")}</Link>
            </ButtonLink>
          )}
        </>
      )}
      {quotation.display_status === "declined" && <p className="font-medium text-foreground">{said("declined")}</p>}
      {quotation.display_status === "changes_requested" && (
        <p className="font-medium text-foreground">{said("changesRequested")}</p>
      )}
      {quotation.display_status === "withdrawn" && (
        <p className="font-medium text-foreground">{t("messages.quotation.withdrawn")}</p>
      )}
      {quotation.display_status === "expired" && (
        <p className="font-medium text-foreground">{t("messages.quotation.expired")}</p>
      )}
      {quotation.member_comment && (
        <p className="whitespace-pre-line text-foreground">
          <span className="font-medium">{t("outcome.yourComment")}: </span>
          {quotation.member_comment}
        </p>
      )}
    </div>
  );
}
