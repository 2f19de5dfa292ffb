import { ListSkeleton as KitListSkeleton, TextLink } from "@blocks/feature-kit";
import { EmptyState } from "@ds";
import { emptyKindFor } from "../model/board-type";
import { useBoardText } from "./use-board-text";

/** A list on its way: three rows of its height, the first named for screen readers. */
export function ListSkeleton({ rowClassName }: { rowClassName: string }) {
  const { t } = useBoardText();
  return <KitListSkeleton label={t("shared.loading")} rows={[rowClassName, rowClassName, rowClassName]} />;
}

/** A page past the board's last one (a shared address can point there), with the way to its first page. */
export function PastLastPage({ type, firstPage }: { type: string; firstPage: string }) {
  const { t } = useBoardText();
  return (
    <EmptyState
      kind={emptyKindFor(type)}
      titleAs="h2"
      title={t("list.pageEmpty.title")}
      description={null}
      action={<TextLink to={firstPage}>{t("list.pageEmpty.link")}</TextLink>}
    />
  );
}
