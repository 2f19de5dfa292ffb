import { FormAlert } from "@blocks/feature-kit";
import type { AdminOption, AdminProduct } from "@contracts/products-admin";
import { Button, EmptyState, Price, StatusBadge, Table, type TableColumn, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { CalendarPlus, CalendarX2 } from "lucide-react";
import { useId, useState } from "react";
import { useProductWrites } from "../api/products";
import { failureText } from "../model/messages";
import { OptionDialog, type OptionDialogTarget } from "./option-dialog";
import { useProductsText } from "./use-products-text";

export type OptionsSectionProps = {
  product: AdminProduct;
  canWrite: boolean;
  canMoveMoney: boolean;
  /** The first day a new option may start on (tomorrow in Korea). */
  firstDay: string;
};

/**
 * The product's dated options: days, departure times, price with its currency and per person or per group, the
 * capacity with the places sold beside it, and whether it is on sale. Clerks change and close or reopen an option;
 * adding one (it sets a price) is an operator's.
 */
export function OptionsSection({ product, canWrite, canMoveMoney, firstDay }: OptionsSectionProps) {
  const { t, lang } = useProductsText();
  const titleId = useId();
  const writes = useProductWrites(product.id);
  const [target, setTarget] = useState<OptionDialogTarget | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const name = (option: AdminOption) => (lang === "ko" ? option.name_ko : option.name_en);

  const toggle = async (option: AdminOption) => {
    setBusy(option.id);
    setAlert(null);
    try {
      const saved = await writes.setBookable(option.id, !option.bookable);
      toast.success(t(saved.bookable ? "options.reopened" : "options.closed", { name: name(saved) }));
    } catch (error) {
      setAlert(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<AdminOption>[] = [
    { id: "name", header: t("options.table.name"), rowHeader: true, wrap: true, cell: name },
    {
      id: "days",
      header: t("options.table.days"),
      wrap: true,
      cell: (option) =>
        t("options.range", { from: formatDate(option.start_date, lang), to: formatDate(option.end_date, lang) }),
    },
    { id: "times", header: t("options.table.times"), wrap: true, cell: (option) => option.departure_times.join(", ") },
    {
      id: "price",
      header: t("options.table.price"),
      cell: (option) => (
        <span className="flex flex-col">
          <Price amount={option.price} currency={option.currency} size="sm" />
          <span className="text-xs text-muted-foreground">
            {option.pricing === "per_group"
              ? t("options.perGroup", { size: option.group_size ?? 0 })
              : t("options.pricing.per_person")}
          </span>
        </span>
      ),
    },
    { id: "capacity", header: t("options.table.capacity"), cell: (option) => option.capacity },
    { id: "sold", header: t("options.table.sold"), cell: (option) => option.sold },
    {
      id: "state",
      header: t("options.table.state"),
      cell: (option) => (
        <StatusBadge
          size="sm"
          tone={option.bookable ? "success" : "neutral"}
          label={t(option.bookable ? "options.onSale" : "options.closedBadge")}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            id: "actions",
            header: t("options.table.actions"),
            cell: (option: AdminOption) => (
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  intent="outline"
                  aria-label={t("options.editFor", { name: name(option) })}
                  onClick={() => setTarget({ kind: "edit", option })}
                >
                  {t("options.edit")}
                </Button>
                <Button
                  size="sm"
                  intent="outline"
                  loading={busy === option.id}
                  aria-label={t(option.bookable ? "options.closeFor" : "options.reopenFor", { name: name(option) })}
                  onClick={() => void toggle(option)}
                >
                  {t(option.bookable ? "options.close" : "options.reopen")}
                </Button>
              </span>
            ),
          } satisfies TableColumn<AdminOption>,
        ]
      : []),
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("options.title")}
        </h2>
        {canMoveMoney && (
          <Button onClick={() => setTarget({ kind: "new" })}>
            <CalendarPlus aria-hidden="true" />
            {t("options.add")}
          </Button>
        )}
      </div>
      {canWrite && !canMoveMoney && <p className="text-sm text-muted-foreground">{t("options.clerkNote")}</p>}
      {alert && <FormAlert>{alert}</FormAlert>}
      {product.options.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 aria-hidden="true" />}
          titleAs="h3"
          title={t("options.empty.title")}
          description={t("options.empty.body")}
        />
      ) : (
        <Table
          caption={t("options.caption")}
          captionHidden
          columns={columns}
          rows={product.options}
          rowKey={(option) => option.id}
          density="compact"
        />
      )}
      <OptionDialog
        productId={product.id}
        target={target}
        canMoveMoney={canMoveMoney}
        firstDay={firstDay}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
