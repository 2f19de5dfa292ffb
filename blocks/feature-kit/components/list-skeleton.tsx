import { Skeleton } from "@ds";

/**
 * A list on its way: a placeholder row per class of `rows` (their heights), the first named for screen readers
 * with `label`; `gap-4` for a page's sections rather than a list's rows.
 */
export function ListSkeleton({
  label,
  rows,
  gap = "gap-3",
}: {
  label: string;
  rows: readonly string[];
  gap?: "gap-3" | "gap-4";
}) {
  return (
    <div className={`flex flex-col ${gap}`}>
      {rows.map((row, index) => (
        // the rows never move: their place is their identity
        <Skeleton key={index} shape="block" srLabel={index === 0 ? label : false} shapeClassName={row} />
      ))}
    </div>
  );
}
