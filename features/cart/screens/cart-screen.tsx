import { LoadError, SignedOut } from "@blocks/feature-kit";
import type { CartTrip } from "@contracts/cart";
import { Button, ButtonLink, Checkbox, EmptyState, Price, Skeleton, confirm, formatPrice } from "@ds";
import { formatDate } from "@lib/format/format";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useCart } from "../api/cart-list";
import { useDeleteCartItems } from "../api/delete-cart-items";
import { useCartText } from "../components/use-cart-text";
import {
  type CartRow,
  cartRows,
  keepSelection,
  selectAll,
  selectAllState,
  selectedIds,
  selectionProblem,
  sharedTrip,
  toggleRow,
} from "../model/cart-rows";

export type CartPaths = {
  /** Where "Browse products" leads from the empty cart. */
  browse: string;
  /** A product's page, for the row's name; without it the name is plain text. */
  product?: (productId: number) => string;
};

export type CartScreenProps = {
  paths: CartPaths;
  /**
   * The selected cart item ids go to the reservation (the site starts it and moves to its first step), with the
   * trip they share (date, time, travellers, luggage), or `null` when they differ and the reservation must ask.
   */
  onReserve: (cartItemIds: number[], trip: CartTrip | null) => void;
  area?: Area;
};

/**
 * `/product/shopping-cart` (spec points 3, 5 and 7): the member's cart items with their period, options and
 * total; select some (or all) to reserve them together or delete them. Deleting asks first and shows no toast.
 */
export function CartScreen({ paths, onReserve, area = "member" }: CartScreenProps) {
  const { t } = useCartText();
  const loggedIn = useIsLoggedIn(area);
  const cart = useCart(area);

  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-foreground">{t("cart.heading")}</h1>
        {loggedIn && cart.data && cart.data.length > 0 && (
          <p className="text-sm text-muted-foreground">{t("cart.count", { count: cart.data.length })}</p>
        )}
      </div>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : cart.error ? (
        <LoadError t={t} title={t("cart.error")} error={cart.error} onRetry={() => void cart.mutate()} />
      ) : cart.data === undefined ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
          <Skeleton shape="block" shapeClassName="h-32" />
        </div>
      ) : cart.data.length === 0 ? (
        <EmptyState
          kind="cart"
          titleAs="h2"
          title={t("cart.empty.title")}
          description={t("cart.empty.description")}
          action={
            <ButtonLink asChild>
              <Link to={paths.browse}>{t("cart.empty.browse")}</Link>
            </ButtonLink>
          }
        />
      ) : (
        <CartList key="list" items={cart.data} paths={paths} area={area} onReserve={onReserve} />
      )}
    </main>
  );
}

function CartList({
  items,
  paths,
  area,
  onReserve,
}: {
  items: NonNullable<ReturnType<typeof useCart>["data"]>;
  paths: CartPaths;
  area: Area;
  onReserve: CartScreenProps["onReserve"];
}) {
  const { t, lang } = useCartText();
  const rates = useExchangeRates();
  const fresh = useMemo(() => cartRows(items, lang, rates), [items, lang, rates]);
  const [rows, setRows] = useState<CartRow[]>(fresh);
  const [source, setSource] = useState(fresh);
  // fresh server data (after a delete) keeps what the person had chosen on the rows still there
  if (source !== fresh) {
    setSource(fresh);
    setRows(keepSelection(fresh, rows));
  }
  const [message, setMessage] = useState<string | null>(null);
  const remove = useDeleteCartItems(area);
  const allState = selectAllState(rows);
  const selected = selectedIds(rows);

  const needsSelection = () => {
    if (selectionProblem(rows) === null) return false;
    setMessage(t("cart.selectProduct"));
    return true;
  };

  const reserve = () => {
    if (needsSelection()) return;
    onReserve(selected, sharedTrip(rows));
  };

  const deleteSelected = async () => {
    if (needsSelection()) return;
    const yes = await confirm({
      title: t("cart.confirmDelete.title"),
      message: t("cart.confirmDelete.message", { count: selected.length }),
      intent: "danger",
      confirmLabel: t("cart.confirmDelete.confirm"),
      cancelLabel: t("cart.confirmDelete.cancel"),
    });
    if (!yes) return;
    try {
      await remove.trigger(selected);
    } catch (error) {
      setMessage(`${t("cart.deleteError")} ${failureText(error, t)}`);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-3">
        <div className="flex items-center gap-3">
          <Checkbox
            label={t("cart.selectAll")}
            checked={allState}
            onCheckedChange={(checked) => {
              setMessage(null);
              setRows(selectAll(rows, checked === true));
            }}
          />
          <span className="text-sm text-muted-foreground">
            {t("cart.selectedCount", { selected: selected.length, total: rows.length })}
          </span>
        </div>
        <div className="flex gap-2">
          <Button intent="outline" onClick={() => void deleteSelected()} loading={remove.isMutating}>
            {t("cart.deleteSelected")}
          </Button>
          <Button onClick={reserve}>{t("cart.reserveSelected")}</Button>
        </div>
      </div>
      {message && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.id}>
            <CartRowView
              row={row}
              productPath={paths.product?.(row.productId)}
              onToggle={() => {
                setMessage(null);
                setRows(toggleRow(rows, row.id));
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CartRowView({ row, productPath, onToggle }: { row: CartRow; productPath?: string; onToggle: () => void }) {
  const { t, lang } = useCartText();
  return (
    <article
      aria-label={row.name}
      className="flex flex-wrap items-start gap-4 rounded-lg border border-border bg-surface p-4 sm:flex-nowrap"
    >
      <Checkbox
        aria-label={t("cart.selectItem", { name: row.name })}
        checked={row.selected}
        onCheckedChange={onToggle}
        className="mt-1"
      />
      <img src={row.thumbnail} alt="" className="h-20 w-28 shrink-0 rounded-md bg-muted object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-semibold text-foreground">
          {productPath ? (
            <Link className="hover:underline focus-visible:shadow-focus focus-visible:outline-none" to={productPath}>
              {row.name}
            </Link>
          ) : (
            row.name
          )}
        </h2>
        {row.period && (
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">{t("cart.period")}: </span>
            {row.period}
          </p>
        )}
        <p className="text-sm text-foreground" data-testid="cart-trip">
          {row.trip
            ? t("cart.trip", {
                date: formatDate(row.trip.departure_date, lang),
                time: row.trip.departure_time,
                travelers: row.trip.travelers,
                luggage: row.trip.luggage,
              })
            : t("cart.noTrip")}
        </p>
        <ul aria-label={t("cart.options")} className="flex flex-col text-sm text-foreground">
          {row.options.map((option) => (
            <li key={option.id}>
              {option.product_option.name} {t("cart.quantity", { quantity: option.quantity })}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col items-end gap-0.5 sm:min-w-28">
        <span className="text-xs text-muted-foreground">{t("cart.total")}</span>
        <Price amount={row.total} currency={row.currency} size="lg" />
        {row.luggageFee > 0 && (
          <span className="text-xs text-muted-foreground">
            {t("cart.luggageIncluded", { fee: formatPrice(row.luggageFee, row.currency, lang) })}
          </span>
        )}
      </div>
    </article>
  );
}
