import { useConsoleAccess, readFailure } from "@blocks/console";
import { FilteredListPage } from "@blocks/feature-kit";
import { RejectSocialReviewBodySchema, type SocialReviewRequest } from "@contracts/social-reviews";
import { Button, StatusBadge, type StatusTone, type TableColumn } from "@ds";
import { formatDate, formatDateTime, formatNumber } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useSocialReviewActions, useSocialReviews } from "../api/reviews";
import { ApproveDialog } from "../components/approve-dialog";
import { HistoryDialog, type HistoryRecord } from "../components/history-dialog";
import { ReasonDialog } from "../components/reason-dialog";
import { useReviewsAdminText } from "../components/use-reviews-admin-text";
import { SOCIAL_TABS, type SocialTab, socialFilters, socialSearch } from "../model/filters";
import { failureText } from "../model/messages";

export type SocialReviewsAdminScreenProps = { paths?: Record<string, never> };

const TONES: Record<SocialReviewRequest["status"], StatusTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/**
 * The members' links to reviews they published (`/admin/social-reviews`), the waiting ones first: a clerk approves
 * one (granting points, 1,000 by default) or refuses it with a reason the member reads; a viewer reads only. Each
 * row shows the points granted and opens its history.
 */
export function SocialReviewsAdminScreen(_props: SocialReviewsAdminScreenProps) {
  const { t, lang } = useReviewsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const { canWrite } = useConsoleAccess();
  const [params, setParams] = useSearchParams();
  const { status, page } = socialFilters(params);
  const requests = useSocialReviews(status, page, lang);
  const actions = useSocialReviewActions(lang);
  const [approving, setApproving] = useState<SocialReviewRequest | null>(null);
  const [refusing, setRefusing] = useState<SocialReviewRequest | null>(null);
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  const go = (next: SocialTab, nextPage: number) => setParams(new URLSearchParams(socialSearch(next, nextPage)));

  const columns: TableColumn<SocialReviewRequest>[] = [
    {
      id: "link",
      header: t("social.table.link"),
      rowHeader: true,
      wrap: true,
      cell: (request) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-foreground">{t(`social.platforms.${request.platform}`)}</span>
          <a className="text-sm break-all text-primary underline" href={request.url} target="_blank" rel="noreferrer">
            {request.url}
          </a>
        </span>
      ),
    },
    {
      id: "booking",
      header: t("social.table.booking"),
      wrap: true,
      cell: (request) => (
        <span className="flex flex-col">
          <span className="text-foreground">{request.product_name}</span>
          <span className="font-mono text-xs text-muted-foreground">{request.reservation_number}</span>
        </span>
      ),
    },
    { id: "sent", header: t("social.table.sent"), cell: (request) => formatDate(request.created_at, lang) },
    {
      id: "status",
      header: t("social.table.status"),
      wrap: true,
      cell: (request) => (
        <span className="flex flex-col gap-1 text-sm">
          <StatusBadge tone={TONES[request.status]} label={t(`social.status.${request.status}`)} size="sm" />
          {request.status === "approved" && (
            <span className="text-foreground">
              {t("social.pointsGranted", { points: formatNumber(request.points_granted, lang) })}
            </span>
          )}
          {request.operator_note && <span className="text-muted-foreground">{request.operator_note}</span>}
          {request.reviewed_at && (
            <span className="text-xs text-muted-foreground">{formatDateTime(request.reviewed_at, lang)}</span>
          )}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("social.table.actions"),
      cell: (request) => (
        <span className="flex flex-wrap gap-2">
          {canWrite && request.status === "pending" && (
            <>
              <Button
                size="sm"
                aria-label={t("social.approveFor", { number: request.reservation_number })}
                onClick={() => setApproving(request)}
              >
                {t("social.approve")}
              </Button>
              <Button
                size="sm"
                intent="outline"
                aria-label={t("social.refuseFor", { number: request.reservation_number })}
                onClick={() => setRefusing(request)}
              >
                {t("social.refuse")}
              </Button>
            </>
          )}
          <Button
            size="sm"
            intent="ghost"
            aria-label={t("social.historyFor", { number: request.reservation_number })}
            onClick={() =>
              setHistory({
                subject: "social_review",
                id: request.id,
                name: `${request.reservation_number} · ${request.url}`,
              })
            }
          >
            {t("list.history")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <FilteredListPage
      t={(key, options) => t(key.startsWith("list.") ? `social.${key.slice(5)}` : key, options)}
      loggedIn={loggedIn}
      intro={<p className="mb-4 max-w-prose text-sm text-muted-foreground">{t("social.intro")}</p>}
      filters={SOCIAL_TABS}
      filter={status}
      page={page}
      onChange={go}
      data={requests.data}
      failure={readFailure(requests, { t, describe: failureText, title: t("social.loadError") })}
      emptyIcon={<Share2 aria-hidden="true" />}
      columns={columns}
      rowKey={(request) => request.id}
    >
      <ApproveDialog request={approving} onClose={() => setApproving(null)} onApprove={actions.approve} />
      <ReasonDialog
        open={refusing !== null}
        title={t("refuse.title")}
        description={refusing ? t("refuse.description", { number: refusing.reservation_number }) : ""}
        label={t("refuse.reason")}
        hint={t("refuse.hint")}
        confirm={t("refuse.confirm")}
        schema={RejectSocialReviewBodySchema}
        field="note"
        max={500}
        onClose={() => setRefusing(null)}
        onSend={(note) => (refusing ? actions.refuse(refusing.id, note) : Promise.resolve())}
      />
      <HistoryDialog record={history} onClose={() => setHistory(null)} />
    </FilteredListPage>
  );
}
