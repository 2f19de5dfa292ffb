import { EmptyState, Skeleton } from "@ds";
import { emptyKindFor } from "../model/board-type";
import { TextLink } from "./text-link";
import { useBoardText } from "./use-board-text";

/** A list on its way: three rows of its height, the first named for screen readers. */
export function ListSkeleton({ rowClassName }: { rowClassName: string }) {
  const { t } = useBoardText();
  return (
    <div className="flex flex-col gap-3">
      <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName={rowClassName} />
      <Skeleton shape="block" shapeClassName={rowClassName} />
      <Skeleton shape="block" shapeClassName={rowClassName} />
    </div>
  );
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
