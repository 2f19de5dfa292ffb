import { confirm } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";

/** Asks before a review is deleted (it cannot be undone); true when the person confirms. */
export function confirmReviewDelete(t: Translate): Promise<boolean> {
  return confirm({
    title: t("shared.confirmDelete.title"),
    message: t("shared.confirmDelete.body"),
    kind: "question",
    intent: "danger",
    confirmLabel: t("shared.confirmDelete.yes"),
    cancelLabel: t("shared.confirmDelete.no"),
  });
}
