import { Button, Combobox } from "@ds";
import { HttpError } from "@lib/http/client";
import { useId, useMemo } from "react";
import { useProductChoice, useProductChoices } from "../api/products";
import { productOptions } from "../model/product-choices";
import { useReservationsAdminText } from "./use-reservations-admin-text";

export type ProductPickerProps = {
  /** The chosen product's id (from the address), or `null` for every product. */
  value: number | null;
  /** Called with the chosen product's id, or `null` when cleared. */
  onChange: (id: number | null) => void;
};

/**
 * The list's product filter: the shop's products by name, searchable (either language's name or the number),
 * read from the console's products list. While they load, or when there are none, it waits disabled and says why;
 * a failed read says so under it with a retry (a chosen product can still be cleared). A product the address names shows by its name, read on its own if
 * the list does not hold it, or by its number if the shop has no such product.
 */
export function ProductPicker({ value, onChange }: ProductPickerProps) {
  const { t, lang } = useReservationsAdminText();
  const id = useId();
  const products = useProductChoices();
  const list = products.data;
  const unlisted = value !== null && list !== undefined && !list.some((product) => product.id === value);
  const lookup = useProductChoice(unlisted ? value : null);

  const loading = list === undefined && !products.error;
  const failed = list === undefined && Boolean(products.error);
  // a signed-out or refused account is told so by the page itself: the picker only waits
  const denied = products.error instanceof HttpError && [401, 403].includes(products.error.status);
  const none = list !== undefined && list.length === 0;
  // while the products load the chosen one waits too, rather than show a number and then its name
  const chosenId = loading ? null : value;
  const chosenProduct = lookup.data ?? null;
  const options = useMemo(
    () =>
      productOptions(
        list ?? [],
        lang,
        chosenId === null ? null : { id: chosenId, product: chosenProduct },
        (productId) => t("filters.productNumber", { id: productId }),
      ),
    [list, lang, chosenId, chosenProduct, t],
  );

  const placeholder = loading
    ? t("filters.productsLoading")
    : failed
      ? t("filters.productsUnavailable")
      : none
        ? t("filters.noProducts")
        : t("filters.allProducts");

  return (
    <div className="flex w-64 min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-foreground">
        {t("filters.product")}
      </span>
      <Combobox
        aria-labelledby={`${id}-label`}
        aria-describedby={failed && !denied ? `${id}-error` : undefined}
        aria-busy={loading || undefined}
        options={options}
        value={chosenId === null ? null : String(chosenId)}
        onValueChange={(next) => onChange(next === null ? null : Number(next))}
        // a chosen product can always be cleared, even when the list could not be read
        disabled={loading || ((failed || none) && value === null)}
        placeholder={placeholder}
        noResultsMessage={t("filters.noProductMatch")}
        maxLength={200}
      />
      {failed && !denied && (
        <p id={`${id}-error`} role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {t("filters.productsError")}
          <Button size="sm" intent="link" className="px-0" onClick={() => void products.mutate()}>
            {t("shared.retry")}
          </Button>
        </p>
      )}
    </div>
  );
}
