import { Button, ButtonLink, toast } from "@ds";
import { confirmReviewDelete } from "./confirm-delete";
import type { Area } from "@lib/session/areas";
import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useDeleteReview } from "../api/delete-review";
import { failureText } from "../model/failure";
import { useReviewsText } from "./use-reviews-text";

/** Edit (a link to the edit page) and delete (asked first) for one of the member's own reviews. */
export function OwnReviewActions({
  reviewId,
  title,
  editPath,
  onDeleted,
  area = "member",
}: {
  reviewId: number;
  /** Names the review in the buttons' accessible names ("Edit: Lovely evening"), the visible word first. */
  title: string;
  editPath: string;
  onDeleted?: () => void;
  area?: Area;
}) {
  const { t } = useReviewsText();
  const remove = useDeleteReview(area);

  async function askAndDelete() {
    const yes = await confirmReviewDelete(t);
    if (!yes) return;
    try {
      await remove.trigger(reviewId);
      toast.success(t("shared.deleted"));
      onDeleted?.();
    } catch (error) {
      toast.error(failureText(error, t));
    }
  }

  return (
    <>
      <ButtonLink asChild intent="outline" size="sm">
        <Link to={editPath} aria-label={`${t("shared.edit")}: ${title}`}>
          <Pencil aria-hidden="true" />
          {t("shared.edit")}
        </Link>
      </ButtonLink>
      <Button
        intent="outline"
        size="sm"
        loading={remove.isMutating}
        aria-label={`${t("shared.delete")}: ${title}`}
        onClick={() => void askAndDelete()}
      >
        <Trash2 aria-hidden="true" />
        {t("shared.delete")}
      </Button>
    </>
  );
}
