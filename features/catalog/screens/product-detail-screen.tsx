import { LoadError } from "@blocks/feature-kit";
import type { ProductDetail, ProductOption } from "@contracts/catalog";
import { EXTRA_LUGGAGE_FEE_USD, MAX_LUGGAGE, MAX_TRAVELERS } from "@contracts/reservation-rules";
import { shopToday } from "@contracts/shop-calendar";
import { convertMoney } from "@contracts/money-rules";
import {
  Badge,
  Button,
  ButtonLink,
  Checkbox,
  DatePicker,
  EmptyState,
  ImageGallery,
  Price,
  QuantityStepper,
  Skeleton,
  TimeSlotPicker,
  formatPrice,
} from "@ds";
import { formatDate, formatPeriod } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import { useCurrency } from "@lib/session/use-session";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { CircleAlert, MapPin, SearchX } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useProductDetail } from "../api/product-detail";
import { PriceTag } from "../components/price-tag";
import { useCatalogText } from "../components/use-catalog-text";
import {
  type DetailField,
  type DetailFormValues,
  EMPTY_DETAIL_FORM,
  type ProductSelection,
  departureTimes,
  earliestDepartureDay,
  firstError,
  freeLuggage,
  isDepartureDayDisabled,
  toProductSelection,
  unitsFor,
  validateDetailForm,
} from "../model/detail-form";
import type { CatalogPaths } from "../model/paths";
import { selectionTotal } from "../model/price";
import {
  type OptionSelectionState,
  chosenOptions,
  hasBookableOption,
  isChosen,
  optionAvailability,
  toggleOption,
} from "../model/selection";

export type ProductDetailScreenProps = {
  productId: number;
  paths: CatalogPaths;
  /** "Add to cart": the site's cart call; a rejected promise keeps the selection and shows why. */
  onAddToCart: (selection: ProductSelection) => Promise<unknown>;
  /** "Reserve now": the site starts the reservation; a rejected promise keeps the selection and shows why. */
  onReserve: (selection: ProductSelection) => Promise<unknown>;
  /** The wishlist's heart, from the site. */
  renderWishlistToggle?: (productId: number) => ReactNode;
  /** Shown under the title (the shop puts the rating summary here); nothing when absent. */
  reviews?: ReactNode;
};

/** `/product/detail/{productId}`: the product, its dated options and the form that books them. */
export function ProductDetailScreen({
  productId,
  paths,
  onAddToCart,
  onReserve,
  renderWishlistToggle,
  reviews,
}: ProductDetailScreenProps) {
  const { t, lang } = useCatalogText();
  // an address with no usable id is answered like an unknown product, without asking the server
  const validId = Number.isInteger(productId) && productId > 0;
  const detail = useProductDetail(validId ? productId : null, lang);

  if (!validId || (detail.error && !detail.data)) {
    if (!validId || (detail.error instanceof HttpError && detail.error.status === 404)) {
      return (
        <main id="main" className="mx-auto flex w-full max-w-3xl flex-col px-4 py-16">
          <div className="flex flex-col items-center gap-3 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h1 className="text-xl font-semibold text-foreground">{t("detail.notFound.title")}</h1>
            <p className="text-muted-foreground">{t("detail.notFound.body")}</p>
            <ButtonLink asChild className="mt-2">
              <Link to={paths.search("all", "all")}>{t("detail.notFound.back")}</Link>
            </ButtonLink>
          </div>
        </main>
      );
    }
    return (
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10">
        <h1 className="sr-only">{t("detail.error")}</h1>
        <LoadError t={t} title={t("detail.error")} error={detail.error} onRetry={() => void detail.mutate()} />
      </main>
    );
  }

  if (!detail.data) {
    return (
      <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
        <Skeleton shape="block" shapeClassName="aspect-[4/3] h-auto" srLabel={t("detail.loading")} />
        <div className="flex flex-col gap-4">
          <Skeleton shapeClassName="h-8 w-2/3" />
          <Skeleton lines={3} />
          <Skeleton shape="block" shapeClassName="h-48" />
        </div>
      </main>
    );
  }

  return (
    <ProductView
      key={detail.data.id}
      product={detail.data}
      onAddToCart={onAddToCart}
      onReserve={onReserve}
      wishlistToggle={renderWishlistToggle?.(detail.data.id)}
      reviews={reviews}
    />
  );
}

type ProductViewProps = {
  product: ProductDetail;
  onAddToCart: ProductDetailScreenProps["onAddToCart"];
  onReserve: ProductDetailScreenProps["onReserve"];
  wishlistToggle?: ReactNode;
  reviews?: ReactNode;
};

function ProductView({ product, onAddToCart, onReserve, wishlistToggle, reviews }: ProductViewProps) {
  const { t, lang } = useCatalogText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  // one "now" for the visit: the earliest day does not move while the person fills the form
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<DetailFormValues>(EMPTY_DETAIL_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<"cart" | "reserve" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const id = useId();
  const ids = {
    options: `${id}-options`,
    departureDate: `${id}-date`,
    departureTime: `${id}-time`,
    travelers: `${id}-travelers`,
    luggage: `${id}-luggage`,
  };

  // checked live once the person has tried to go on, so a fixed field clears its message at once
  const errors = submitted ? validateDetailForm(values, product, now) : {};
  const bookable = hasBookableOption(product.options);
  const total = selectionTotal({
    choices: values.choices,
    options: product.options,
    currency,
    rates,
    travelers: values.travelers,
    luggage: values.luggage,
  });
  const extraPieceFee = convertMoney(EXTRA_LUGGAGE_FEE_USD, "USD", currency, rates);
  // one rule for the calendar's struck-out days, its hint and the times offered: the chosen options'
  const earliest = earliestDepartureDay(product, values.choices);
  const timeSlots = departureTimes(product, values.choices).map((time) => ({ time, available: true }));
  const chosen = chosenOptions(values.choices, product.options);
  const images = useMemo(
    () => product.images.map((src, index) => ({ src, alt: `${product.name} (${index + 1})` })),
    [product.images, product.name],
  );

  const update = (patch: Partial<DetailFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const updateChoices = (change: (choices: OptionSelectionState) => OptionSelectionState) =>
    setValues((current) => ({ ...current, choices: change(current.choices) }));

  function focusField(field: DetailField) {
    const target = document.getElementById(ids[field]);
    const control =
      field === "options" || field === "departureTime"
        ? target?.querySelector<HTMLElement>("button:not([disabled]), input:not([disabled])")
        : target;
    control?.focus();
  }

  async function go(kind: "cart" | "reserve") {
    setSubmitted(true);
    const found = validateDetailForm(values, product, now);
    const first = firstError(found);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(kind);
    setFailure(null);
    try {
      const selection = toProductSelection(values, product, currency);
      await (kind === "cart" ? onAddToCart(selection) : onReserve(selection));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const errorId = (field: DetailField) => `${ids[field]}-error`;
  const describedBy = (field: DetailField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: DetailField) =>
    errors[field] ? (
      <p id={errorId(field)} className="flex items-start gap-1.5 text-sm text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(`detail.errors.${errors[field]}`)}</span>
      </p>
    ) : null;

  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <ImageGallery images={images} label={t("detail.photos", { name: product.name })} priority />
        <section aria-labelledby={`${id}-about`} className="flex flex-col gap-2">
          <h2 id={`${id}-about`} className="text-lg font-semibold text-foreground">
            {t("detail.description")}
          </h2>
          <p className="leading-7 whitespace-pre-line text-foreground">{product.description}</p>
        </section>
      </div>

      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <Badge size="sm" variant="outline">
              {t(`kind.${product.kind}`)}
            </Badge>
            <Badge size="sm" variant="neutral">
              {t(`region.${product.region}`)}
            </Badge>
          </div>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold text-foreground">{product.name}</h1>
            {wishlistToggle}
          </div>
          {/* the rating line's place is kept while it loads: the options below do not move under a finger */}
          {reviews !== undefined && <div className="min-h-5">{reviews}</div>}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("detail.location")}: </span>
            {product.location}
          </p>
          <p className="text-foreground">{product.summary}</p>
        </header>

        <fieldset id={ids.options} aria-describedby={errors.options ? errorId("options") : undefined}>
          <legend className="mb-2 text-lg font-semibold text-foreground">{t("detail.options.heading")}</legend>
          <ul className="flex flex-col gap-3">
            {product.options.map((option) => (
              <OptionRow
                key={option.id}
                option={option}
                chosen={isChosen(values.choices, option.id)}
                onToggle={() => updateChoices((choices) => toggleOption(choices, option.id))}
              />
            ))}
          </ul>
          <div className="mt-2">{fieldError("options")}</div>
        </fieldset>

        {!bookable ? (
          <EmptyState
            kind="reservationOptions"
            titleAs="h2"
            title={t("detail.options.noneTitle")}
            description={t("detail.options.noneBody")}
          />
        ) : (
          <section aria-labelledby={`${id}-trip`} className="flex flex-col gap-5">
            <h2 id={`${id}-trip`} className="text-lg font-semibold text-foreground">
              {t("detail.form.heading")}
            </h2>

            <div className="flex flex-col gap-1.5">
              <span id={`${ids.departureDate}-label`} className="text-sm font-medium text-foreground">
                {t("detail.form.departureDate")}
              </span>
              <DatePicker
                id={ids.departureDate}
                aria-labelledby={`${ids.departureDate}-label`}
                aria-describedby={describedBy("departureDate", `${ids.departureDate}-hint`)}
                value={values.departureDate}
                onChange={(departureDate) => update({ departureDate })}
                minDate={product.min_date}
                maxDate={product.max_date}
                isDateDisabled={(day) => isDepartureDayDisabled(day, product, values.choices)}
                today={shopToday(now)}
                invalid={Boolean(errors.departureDate)}
              />
              <p id={`${ids.departureDate}-hint`} className="text-sm text-muted-foreground">
                {earliest
                  ? t("detail.form.departureDateHint", { date: formatDate(earliest, lang) })
                  : t("detail.form.departureDateNone")}
              </p>
              {fieldError("departureDate")}
            </div>

            <div className="flex flex-col gap-1.5">
              {timeSlots.length > 0 ? (
                <TimeSlotPicker
                  id={ids.departureTime}
                  label={t("detail.form.departureTime")}
                  slots={timeSlots}
                  size="sm"
                  value={values.departureTime ?? ""}
                  onValueChange={(departureTime) => update({ departureTime })}
                  invalid={Boolean(errors.departureTime)}
                  aria-describedby={describedBy("departureTime", `${ids.departureTime}-hint`)}
                />
              ) : (
                <div id={ids.departureTime} className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium text-foreground">{t("detail.form.departureTime")}</span>
                </div>
              )}
              <p id={`${ids.departureTime}-hint`} className="text-sm text-muted-foreground">
                {timeSlots.length > 0 ? t("detail.form.departureTimeHint") : t("detail.form.departureTimeChoose")}
              </p>
              {fieldError("departureTime")}
            </div>

            <div className="grid gap-5 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={ids.travelers} className="text-sm font-medium text-foreground">
                  {t("detail.form.travelers")}
                </label>
                <QuantityStepper
                  id={ids.travelers}
                  itemName={t("detail.form.travelers")}
                  min={0}
                  max={MAX_TRAVELERS}
                  value={values.travelers}
                  onChange={(travelers) => update({ travelers })}
                  invalid={Boolean(errors.travelers)}
                  aria-describedby={describedBy("travelers", `${ids.travelers}-hint`)}
                />
                <p id={`${ids.travelers}-hint`} className="text-sm text-muted-foreground">
                  {t("detail.form.travelersHint")}
                </p>
                {fieldError("travelers")}
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={ids.luggage} className="text-sm font-medium text-foreground">
                  {t("detail.form.luggage")}
                </label>
                <QuantityStepper
                  id={ids.luggage}
                  itemName={t("detail.form.luggage")}
                  min={0}
                  max={MAX_LUGGAGE}
                  value={values.luggage}
                  onChange={(luggage) => update({ luggage })}
                  aria-describedby={`${ids.luggage}-hint`}
                />
                <p id={`${ids.luggage}-hint`} className="text-sm text-muted-foreground">
                  {t("detail.form.luggageHint", {
                    free: freeLuggage(values.travelers),
                    fee: formatPrice(extraPieceFee, currency, lang),
                  })}
                </p>
              </div>
            </div>

            <section
              aria-labelledby={`${id}-total`}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
            >
              <h2 id={`${id}-total`} className="sr-only">
                {t("detail.total.heading")}
              </h2>
              {chosen.length > 0 && (
                <ul aria-label={t("detail.total.options")} className="flex flex-col text-sm text-muted-foreground">
                  {chosen.map(({ option }) => {
                    const count = unitsFor(option, values.travelers);
                    const price = formatPrice(option.price, option.currency, lang);
                    return (
                      <li key={option.id}>
                        {option.pricing === "per_group"
                          ? t("detail.total.perGroup", { name: option.name, price, count, size: option.group_size })
                          : t("detail.total.perPerson", { name: option.name, price, count })}
                      </li>
                    );
                  })}
                </ul>
              )}
              <dl className="flex flex-col gap-1 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{t("detail.total.options")}</dt>
                  <dd>
                    <Price amount={total.options} currency={total.currency} size="sm" />
                  </dd>
                </div>

                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{t("detail.total.luggage")}</dt>
                  <dd>
                    <Price amount={total.luggageFee} currency={total.currency} size="sm" />
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2">
                  <dt className="font-semibold text-foreground">{t("detail.total.total")}</dt>
                  <dd aria-live="polite">
                    <Price amount={total.total} currency={total.currency} size="lg" />
                  </dd>
                </div>
              </dl>
            </section>

            {failure !== null && (
              <p role="alert" className="flex items-start gap-1.5 rounded-md border border-danger p-3 text-sm">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <span>{t("detail.actions.failed", { reason: failureText(failure, t) })}</span>
              </p>
            )}

            <div className="flex flex-wrap gap-3">
              <Button
                intent="outline"
                size="lg"
                loading={busy === "cart"}
                disabled={busy !== null}
                onClick={() => void go("cart")}
              >
                {t("detail.actions.addToCart")}
              </Button>
              <Button
                size="lg"
                loading={busy === "reserve"}
                disabled={busy !== null}
                onClick={() => void go("reserve")}
              >
                {t("detail.actions.reserve")}
              </Button>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}

type OptionRowProps = {
  option: ProductOption;
  chosen: boolean;
  onToggle: () => void;
};

function OptionRow({ option, chosen, onToggle }: OptionRowProps) {
  const { t, lang } = useCatalogText();
  const availability = optionAvailability(option);
  const open = availability === "available";
  const price = formatPrice(option.price, option.currency, lang);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:justify-between"
      data-state={availability}
      data-chosen={chosen}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Checkbox
          label={option.name}
          description={t("detail.options.period", {
            period: formatPeriod(option.option_start_date, option.option_end_date, lang),
          })}
          checked={chosen}
          disabled={!open}
          onCheckedChange={onToggle}
        />
        <div className="flex flex-wrap items-center gap-2 pl-7 text-sm">
          {availability === "soldOut" && (
            <Badge size="sm" variant="danger">
              {t("detail.options.soldOut")}
            </Badge>
          )}
          {availability === "notBookable" && (
            <Badge size="sm" variant="neutral">
              {t("detail.options.notBookable")}
            </Badge>
          )}
          {open && (
            <span className="text-muted-foreground">
              {option.pricing === "per_group"
                ? t("detail.options.groupsRemaining", { count: option.remaining })
                : t("detail.options.remaining", { count: option.remaining })}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-col items-start gap-1 pl-7 sm:items-end sm:pl-0">
        <PriceTag amount={option.price} currency={option.currency} />
        <span className="text-xs text-muted-foreground">
          {option.pricing === "per_group"
            ? t("detail.options.perGroup", { price, size: option.group_size })
            : t("detail.options.perPerson", { price })}
        </span>
      </div>
    </li>
  );
}
