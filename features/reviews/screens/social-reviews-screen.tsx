import { FeaturePage, SignedOut, TextLink } from "@blocks/feature-kit";
import { SOCIAL_REVIEW_POINTS } from "@contracts/social-reviews";
import { ButtonLink } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Send, Share2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useSocialReviews } from "../api/social-reviews";
import { ExternalLink } from "../components/external-link";
import { SocialStatusBadge } from "../components/social-status-badge";
import { ReviewList } from "../components/review-list";
import { useReviewsText } from "../components/use-reviews-text";

export type SocialReviewsPaths = {
  /** The form for a new request. */
  newRequest: string;
  /** One request: editable while pending, read-only after. */
  request: (id: number) => string;
};

export type SocialReviewsScreenProps = { paths: SocialReviewsPaths; area?: Area };

/**
 * `/user/social-review` (member): the review links the member sent, each with its status, the points an approval
 * granted and the operator's note, and the button to send another.
 */
export function SocialReviewsScreen({ paths, area = "member" }: SocialReviewsScreenProps) {
  const { t, lang } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  const sendButton = (
    <ButtonLink asChild>
      <Link to={paths.newRequest}>
        <Send aria-hidden="true" />
        {t("social.list.send")}
      </Link>
    </ButtonLink>
  );
  return (
    <FeaturePage title={t("social.list.heading")} aside={loggedIn ? sendButton : undefined}>
      {loggedIn ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t("social.list.intro", { points: formatNumber(SOCIAL_REVIEW_POINTS, lang) })}
          </p>
          <RequestList paths={paths} area={area} sendButton={sendButton} />
        </>
      ) : (
        <SignedOut t={t} />
      )}
    </FeaturePage>
  );
}

function RequestList({ paths, area, sendButton }: { paths: SocialReviewsPaths; area: Area; sendButton: ReactNode }) {
  const { t, lang } = useReviewsText();
  const [page, setPage] = useState(1);
  const list = useSocialReviews(area, page, lang);

  return (
    <ReviewList
      list={list}
      errorTitle={t("social.list.error")}
      skeletonRows={["h-28", "h-28"]}
      isEmpty={(data) => data.rows.length === 0}
      empty={{
        icon: <Share2 aria-hidden="true" />,
        titleAs: "h2",
        title: t("social.list.empty.title"),
        description: t("social.list.empty.description"),
        action: sendButton,
      }}
      row={(request) => (
        <article
          aria-labelledby={`social-review-${request.id}`}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 id={`social-review-${request.id}`} className="text-base font-semibold text-foreground">
                {request.product_name}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t("shared.booking", { number: request.reservation_number })} ·{" "}
                {t("social.list.sent", { date: formatDate(request.created_at, lang) })}
              </p>
            </div>
            <SocialStatusBadge status={request.status} />
          </div>
          <p className="text-sm text-foreground">
            <span className="font-medium">{t(`social.platforms.${request.platform}`)}</span>
            {": "}
            <ExternalLink href={request.url} />
          </p>
          {request.status === "approved" && (
            <p className="text-sm font-medium text-foreground">
              {t("social.list.points", { points: formatNumber(request.points_granted, lang) })}
            </p>
          )}
          {request.operator_note && (
            <p className="rounded-md bg-muted p-3 text-sm text-foreground">
              <span className="font-medium">{t("social.note")}: </span>
              {request.operator_note}
            </p>
          )}
          <TextLink to={paths.request(request.id)} className="self-start text-sm">
            {request.can_edit ? t("social.list.edit") : t("social.list.view")}
            <span className="sr-only"> ({request.product_name})</span>
          </TextLink>
        </article>
      )}
      page={page}
      onPageChange={setPage}
      pagesLabel={t("social.list.pages")}
    />
  );
}
