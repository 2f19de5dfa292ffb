import { useConsoleAccess, readFailure } from "@blocks/console";
import { FilteredListPage, SearchForm } from "@blocks/feature-kit";
import { type AdminReview, HideReviewBodySchema, REVIEW_HIDE_REASON_MAX } from "@contracts/reviews";
import { Button, Field, FieldLabel, RatingDisplay, Select, SelectItem, StatusBadge, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MessageSquareOff } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useAdminReviews, useProductChoices, useReviewActions } from "../api/reviews";
import { HistoryDialog, type HistoryRecord } from "../components/history-dialog";
import { ReasonDialog } from "../components/reason-dialog";
import { useReviewsAdminText } from "../components/use-reviews-admin-text";
import { REVIEW_TABS, type ReviewFilters, reviewFilters, reviewSearch } from "../model/filters";
import { failureText } from "../model/messages";

/** The screen's addresses are the site's; it links nowhere else, so it takes none. */
export type ReviewsAdminScreenProps = { paths?: Record<string, never> };

// Radix Select keeps "" for "nothing chosen", so "every product" needs a value of its own
const ALL = "all";

/**
 * The shop's reviews for the console (`/admin/reviews`): every review, newest first, shown or hidden, by product,
 * stars and words. A clerk hides one with a reason (it leaves the product's page and averages; its author sees the
 * reason) or shows it again; a viewer reads only. Each row opens its history (who hid it, when, why).
 */
export function ReviewsAdminScreen(_props: ReviewsAdminScreenProps) {
  const { t, lang } = useReviewsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const { canWrite } = useConsoleAccess();
  const [params, setParams] = useSearchParams();
  const filters = reviewFilters(params);
  const reviews = useAdminReviews(filters, lang);
  const products = useProductChoices(lang);
  const actions = useReviewActions(lang);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const go = (next: Partial<ReviewFilters>) =>
    setParams(new URLSearchParams(reviewSearch({ ...filters, page: 1, ...next })));

  const unhide = async (review: AdminReview) => {
    setBusy(review.id);
    try {
      await actions.unhide(review.id);
    } catch {
      // the list is read again: it shows what someone else did
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<AdminReview>[] = [
    {
      id: "review",
      header: t("list.table.review"),
      rowHeader: true,
      wrap: true,
      cell: (review) => (
        <span className="flex max-w-prose flex-col gap-1">
          <span className="font-medium text-foreground">{review.title}</span>
          <span className="flex items-center gap-2">
            <RatingDisplay value={review.rating} size="sm" />
            <span className="sr-only">{t("list.stars", { count: review.rating })}</span>
          </span>
          <span className="line-clamp-3 text-sm text-muted-foreground">{review.content}</span>
          {review.hidden && (
            <span className="text-sm">
              <StatusBadge tone="warning" label={t("list.hidden")} size="sm" />{" "}
              <span className="text-muted-foreground">{t("list.hiddenBecause", { reason: review.hidden_reason })}</span>
            </span>
          )}
        </span>
      ),
    },
    { id: "product", header: t("list.table.product"), wrap: true, cell: (review) => review.product_name },
    {
      id: "author",
      header: t("list.table.author"),
      wrap: true,
      cell: (review) => (
        <span className="flex flex-col">
          <span className="text-foreground">{review.member_name}</span>
          <span className="text-xs break-all text-muted-foreground">{review.member_email}</span>
        </span>
      ),
    },
    { id: "date", header: t("list.table.date"), cell: (review) => formatDate(review.created_at, lang) },
    {
      id: "actions",
      header: t("list.table.actions"),
      cell: (review) => (
        <span className="flex flex-wrap gap-2">
          {canWrite &&
            (review.hidden ? (
              <Button
                size="sm"
                intent="outline"
                loading={busy === review.id}
                aria-label={t("list.unhideFor", { title: review.title })}
                onClick={() => void unhide(review)}
              >
                {t("list.unhide")}
              </Button>
            ) : (
              <Button
                size="sm"
                intent="outline"
                aria-label={t("list.hideFor", { title: review.title })}
                onClick={() => setHiding(review)}
              >
                {t("list.hide")}
              </Button>
            ))}
          <Button
            size="sm"
            intent="ghost"
            aria-label={t("list.historyFor", { title: review.title })}
            onClick={() => setHistory({ subject: "review", id: review.id, name: review.title })}
          >
            {t("list.history")}
          </Button>
        </span>
      ),
    },
  ];

  const intro = (
    <div className="mb-4 flex flex-col gap-3">
      <p className="max-w-prose text-sm text-muted-foreground">{t("list.intro")}</p>
      {loggedIn && (
        <div className="flex flex-wrap items-end gap-3">
          <Field className="w-64">
            <FieldLabel>{t("filters.product")}</FieldLabel>
            <Select
              value={filters.productId === null ? ALL : String(filters.productId)}
              onValueChange={(value) => go({ productId: value === ALL ? null : Number(value) })}
            >
              <SelectItem value={ALL}>{t("filters.allProducts")}</SelectItem>
              {(products.data ?? []).map((product) => (
                <SelectItem key={product.id} value={String(product.id)}>
                  {product.name}
                </SelectItem>
              ))}
            </Select>
          </Field>
          <Field className="w-40">
            <FieldLabel>{t("filters.rating")}</FieldLabel>
            <Select
              value={filters.rating === null ? ALL : String(filters.rating)}
              onValueChange={(value) => go({ rating: value === ALL ? null : Number(value) })}
            >
              <SelectItem value={ALL}>{t("filters.allRatings")}</SelectItem>
              {[5, 4, 3, 2, 1].map((stars) => (
                <SelectItem key={stars} value={String(stars)}>
                  {t("list.stars", { count: stars })}
                </SelectItem>
              ))}
            </Select>
          </Field>
          <SearchForm
            label={t("filters.searchLabel")}
            field={t("filters.search")}
            button={t("filters.searchButton")}
            value={filters.q}
            maxLength={100}
            onSearch={(q) => go({ q })}
          />
        </div>
      )}
    </div>
  );

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={intro}
      filters={REVIEW_TABS}
      filter={filters.hidden}
      page={filters.page}
      onChange={(hidden, page) => go({ hidden, page })}
      data={reviews.data}
      failure={readFailure(reviews, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<MessageSquareOff aria-hidden="true" />}
      columns={columns}
      rowKey={(review) => review.id}
    >
      <ReasonDialog
        open={hiding !== null}
        title={t("hide.title")}
        description={hiding ? t("hide.description", { title: hiding.title, product: hiding.product_name }) : ""}
        label={t("hide.reason")}
        hint={t("hide.hint")}
        confirm={t("hide.confirm")}
        schema={HideReviewBodySchema}
        field="reason"
        max={REVIEW_HIDE_REASON_MAX}
        onClose={() => setHiding(null)}
        onSend={(reason) => (hiding ? actions.hide(hiding.id, reason) : Promise.resolve())}
      />
      <HistoryDialog record={history} onClose={() => setHistory(null)} />
    </FilteredListPage>
  );
}
