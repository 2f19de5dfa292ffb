import { FeaturePage, FormAlert, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { SOCIAL_REVIEW_MESSAGES, type SocialReviewRequest } from "@contracts/social-reviews";
import { ButtonLink, EmptyState, Skeleton } from "@ds";
import { formatDate, formatDateTime, formatNumber } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarClock, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCompletedBookings } from "../api/completed-bookings";
import { useCreateSocialReview } from "../api/create-social-review";
import { useSocialReview } from "../api/get-social-review";
import { useUpdateSocialReview } from "../api/update-social-review";
import { BookingHeading } from "../components/booking-heading";
import { ExternalLink } from "../components/external-link";
import { SocialRequestForm } from "../components/social-request-form";
import { SocialStatusBadge } from "../components/social-status-badge";
import { useReviewsText } from "../components/use-reviews-text";
import { bookingChoices } from "../model/bookings";
import { hasMessage } from "../model/failure";
import { translateMessage } from "../model/messages";

export type SocialReviewRequestScreenProps = {
  /** The request to edit or read (`/review-request/{reviewId}`); absent for a new one (`/review-request`). */
  requestId?: number;
  /** The request is sent or changed: the site shows the member's list. */
  onSaved: (request: SocialReviewRequest) => void;
  paths: { socialReviews: string };
  area?: Area;
};

/**
 * `/review-request` and `/review-request/{reviewId}` (member): send the link to a review published on a social
 * network about a completed booking (the network is shown as the address is pasted); change it while the request
 * is pending; afterwards read the outcome, with the operator's note and the points granted.
 */
export function SocialReviewRequestScreen({
  requestId,
  onSaved,
  paths,
  area = "member",
}: SocialReviewRequestScreenProps) {
  const { t } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  const content = !loggedIn ? (
    <SignedOut t={t} />
  ) : requestId === undefined ? (
    <NewRequest onSaved={onSaved} paths={paths} area={area} />
  ) : (
    <ExistingRequest requestId={requestId} onSaved={onSaved} paths={paths} area={area} />
  );
  return (
    <FeaturePage
      title={requestId === undefined ? t("social.request.headingNew") : t("social.request.heading")}
      aside={
        <TextLink to={paths.socialReviews} className="text-sm">
          {t("social.request.back")}
        </TextLink>
      }
    >
      {content}
    </FeaturePage>
  );
}

type PartProps = Omit<SocialReviewRequestScreenProps, "requestId"> & { area: Area };

function NewRequest({ onSaved, area }: PartProps) {
  const { t, lang } = useReviewsText();
  const bookings = useCompletedBookings(area, lang);
  const create = useCreateSocialReview(area);

  if (bookings.error && !bookings.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("social.request.bookingsError")}
        error={bookings.error}
        onRetry={() => void bookings.mutate()}
      />
    );
  }
  if (!bookings.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-48" />;
  const choices = bookingChoices(bookings.data);
  if (choices.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" />}
        titleAs="h2"
        title={t("social.request.noBookings.title")}
        description={t("social.request.noBookings.description")}
      />
    );
  }
  return (
    <SocialRequestForm
      choices={choices}
      defaultValues={{ reservation_id: choices.length === 1 ? String(choices[0]?.reservation_id) : "", url: "" }}
      submitLabel={t("social.request.submit")}
      onSubmit={async (values) => onSaved(await create.trigger(values))}
    />
  );
}

function ExistingRequest({ requestId, onSaved, paths, area }: PartProps & { requestId: number }) {
  const { t, lang } = useReviewsText();
  const request = useSocialReview(area, requestId, lang);
  const update = useUpdateSocialReview(area, requestId);
  const [notice, setNotice] = useState<string | null>(null);

  if (request.error && !request.data) {
    if (request.error instanceof HttpError && request.error.status === 404) {
      return (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("messages.social.notFound")}
          description={t("social.request.notFound")}
          action={
            <ButtonLink asChild intent="outline">
              <Link to={paths.socialReviews}>{t("social.request.back")}</Link>
            </ButtonLink>
          }
        />
      );
    }
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("social.request.error")}
        error={request.error}
        onRetry={() => void request.mutate()}
      />
    );
  }
  if (!request.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-48" />;
  const current = request.data;

  const save = async ({ url }: { url: string }) => {
    try {
      onSaved(await update.trigger(url));
    } catch (error) {
      // reviewed in the meantime: the page shows the outcome instead of the form, and says why
      if (hasMessage(error, SOCIAL_REVIEW_MESSAGES.notPending)) {
        setNotice(translateMessage(error.message, t));
        await request.mutate();
        return;
      }
      throw error;
    }
  };

  return (
    <>
      {notice && <FormAlert>{notice}</FormAlert>}
      <BookingHeading productName={current.product_name} reservationNumber={current.reservation_number} />
      {current.can_edit ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <SocialStatusBadge status={current.status} />
            {t("social.request.editable")}
          </p>
          <SocialRequestForm
            defaultValues={{ reservation_id: String(current.reservation_id), url: current.url }}
            submitLabel={t("social.request.save")}
            onSubmit={save}
          />
        </>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-medium text-muted-foreground">{t("social.request.status")}</dt>
          <dd>
            <SocialStatusBadge status={current.status} />
          </dd>
          <dt className="font-medium text-muted-foreground">{t("social.request.link")}</dt>
          <dd className="flex flex-col gap-0.5">
            <span className="text-foreground">{t(`social.platforms.${current.platform}`)}</span>
            <ExternalLink href={current.url} />
          </dd>
          <dt className="font-medium text-muted-foreground">{t("social.request.sentOn")}</dt>
          <dd className="text-foreground">{formatDate(current.created_at, lang)}</dd>
          {current.reviewed_at && (
            <>
              <dt className="font-medium text-muted-foreground">{t("social.request.reviewedOn")}</dt>
              <dd className="text-foreground">{formatDateTime(current.reviewed_at, lang)}</dd>
            </>
          )}
          {current.status === "approved" && (
            <>
              <dt className="font-medium text-muted-foreground">{t("social.request.pointsGranted")}</dt>
              <dd className="font-semibold text-foreground">
                {t("social.request.points", { points: formatNumber(current.points_granted, lang) })}
              </dd>
            </>
          )}
          {current.operator_note && (
            <>
              <dt className="font-medium text-muted-foreground">{t("social.note")}</dt>
              <dd className="whitespace-pre-line text-foreground">{current.operator_note}</dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}
