import { PaymentMethodFields, TermsAgreements, TravelerFields } from "@blocks/booking";
import { useCoupons, usePointsTotal } from "@blocks/member";
import type { Currency } from "@contracts/money";
import type { Reservation } from "@contracts/reservations";
import { priceWithPass } from "@contracts/pass-rules";
import type { PassPaying } from "@contracts/passes";
import {
  type CouponProblem,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  PaymentMethodSchema,
  pointsToCover,
  priceBreakdown,
  shopToday,
} from "@contracts/reservations";
import {
  Button,
  ButtonLink,
  EmptyState,
  Form,
  FormField,
  NumberInput,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectItem,
  Skeleton,
  Stepper,
  formatPrice,
} from "@ds";
import { bankTransferDeadline } from "@contracts/reservation-deadlines";
import { formatDate, formatPeriod } from "@lib/format/format";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useCurrency, useIsLoggedIn } from "@lib/session/use-session";
import { type FieldIssue, LoadError, SignedOut, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { exchangeRatesKey, useExchangeRates } from "@lib/money/use-exchange-rates";
import { CircleAlert, TicketX } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type UseFormReturn, useFormState, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { useSWRConfig } from "swr";
import { useBookingSource } from "../api/booking-sources";
import { useCreateReservation } from "../api/create-reservation";
import { usePassPaying } from "../api/pass-paying";
import { FieldDatePicker, FieldQuantityStepper, FieldTimeSlotPicker } from "../components/field-controls";
import { ReservationSummary } from "../components/reservation-summary";
import { useReservationText } from "../components/use-reservation-text";
import { type ReservationDraft, clearReservationDraft, readReservationDraft, saveDraftValues } from "../model/draft";
import {
  RESERVATION_STEPS,
  type ReservationStep,
  type ReservationValues,
  initialValues,
  isReservationStep,
  toCreateBody,
} from "../model/form-values";
import { type CouponChoice, appliedCoupon, couponChoices } from "../model/coupons";
import { type BookingLine, bookingDates, bookingTimes, cartLines, productLines, withTravelers } from "../model/lines";
import { pointsToApply } from "../model/points";
import { isTotalChanged, localMessage, mapServerError } from "../model/server-errors";
import { type StepContext, stepIssues } from "../model/step-schemas";

export type ReservationPaths = {
  /** Where "Browse products" leads when there is nothing to reserve. */
  browse: string;
};

export type ReservationScreenProps = {
  /** The step in the address (`/purchase/reservation/{step}`); absent or unknown is the first step. */
  step?: string;
  /** The person moved to another step: the site puts it in the address (the first step is the bare path). */
  onStepChange: (step: ReservationStep) => void;
  /** The reservation exists: the site starts the payment (online methods) or shows the completion page. */
  onCreated: (reservation: Reservation) => void;
  paths: ReservationPaths;
  area?: Area;
};

/**
 * `/purchase/reservation[/{step}]` (spec points 3, 5 and 9): schedule, travellers and payment in three steps with
 * the spec's messages, and the payment detail panel beside them. What is typed is kept in the session's draft, so
 * a reload or a failed submit loses nothing; the draft's request id makes a double submit one reservation.
 */
export function ReservationScreen({ step, onStepChange, onCreated, paths, area = "member" }: ReservationScreenProps) {
  const { t } = useReservationText();
  const loggedIn = useIsLoggedIn(area);
  const [draft] = useState(() => readReservationDraft());
  const current: ReservationStep = isReservationStep(step) ? step : "schedule";

  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-foreground">{t("form.heading")}</h1>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : !draft ? (
        <EmptyState
          icon={<TicketX aria-hidden="true" />}
          titleAs="h2"
          title={t("form.noDraft.title")}
          description={t("form.noDraft.description")}
          action={
            <ButtonLink asChild>
              <Link to={paths.browse}>{t("form.noDraft.browse")}</Link>
            </ButtonLink>
          }
        />
      ) : (
        <ReservationSteps draft={draft} step={current} onStepChange={onStepChange} onCreated={onCreated} area={area} />
      )}
    </main>
  );
}

type StepsProps = {
  draft: ReservationDraft;
  step: ReservationStep;
  onStepChange: (step: ReservationStep) => void;
  onCreated: (reservation: Reservation) => void;
  area: Area;
};

function ReservationSteps({ draft, step, onStepChange, onCreated, area }: StepsProps) {
  const { t, lang } = useReservationText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  // one "now" for the visit: the calendar and the same-day rule do not shift while the form is open
  const [now] = useState(() => new Date());
  const source = useBookingSource(area, draft.source, lang, currency);
  // every coupon of the member: the list says which apply to this order and why the others do not
  const coupons = useCoupons(area, { errorToast: false, lang });
  const { mutate } = useSWRConfig();
  const points = usePointsTotal(area, { errorToast: false });
  const create = useCreateReservation(area);
  const submitting = useRef(false);
  const [message, setMessage] = useState<string | null>(null);

  const product = source.data?.kind === "product" ? source.data.product : undefined;
  const lines = useMemo<BookingLine[]>(() => {
    if (!source.data) return [];
    if (source.data.kind === "product" && draft.source.kind === "product") {
      return productLines(source.data.product, draft.source.options, currency, rates);
    }
    if (source.data.kind === "cart" && draft.source.kind === "cart") {
      return cartLines(source.data.items, draft.source.cart_item_ids, currency, rates);
    }
    return [];
  }, [source.data, draft.source, currency, rates]);
  const dates = useMemo(() => bookingDates(lines, now, product), [lines, now, product]);
  // the times every chosen option runs: the product page's rule, the one the server checks
  const times = useMemo(() => bookingTimes(lines), [lines]);

  const context: StepContext = {
    now,
    minDate: dates.minDate,
    unavailableDates: dates.unavailableDates,
    ranges: lines,
    lineCount: lines.length,
    departureTimes: source.data ? times : undefined,
    pointsBalance: points.data,
    formatDate: (day) => formatDate(day, lang),
  };
  // the rules of the step on screen, with the coupons that apply to the order as it stands
  const form = useContractForm<ReservationValues>({
    defaultValues: initialValues(draft),
    check: (values) => stepIssues(step, values, t, { ...context, applicableCouponIds }),
  });

  const index = RESERVATION_STEPS.indexOf(step);
  // what is typed goes to the draft at once: a reload on any step finds it again (a subscription, not a render:
  // a key typed in a text field re-renders that field only)
  useEffect(() => {
    saveDraftValues(form.getValues());
    const subscription = form.watch((all) => saveDraftValues(all as ReservationValues));
    return () => subscription.unsubscribe();
  }, [form]);
  // the fields the order, its price and the payment choices depend on
  const [travelersValue, departureDate, departureTime, paymentMethod, luggage, couponId, pointsValue] = useWatch({
    control: form.control,
    name: ["travelers", "departure_date", "departure_time", "payment_method", "luggage", "coupon_id", "points"],
  });
  const values = {
    travelers: travelersValue,
    departure_date: departureDate,
    departure_time: departureTime,
    payment_method: paymentMethod,
    luggage,
    coupon_id: couponId,
    points: pointsValue,
  };
  const travelers = Number(values.travelers) || 0;
  // a product visited at a partner venue may be paid with the member's passes there (ADR 0030); a cart may not
  const paying = usePassPaying(
    area,
    product && values.departure_date
      ? { productId: product.id, departureDate: values.departure_date, departureTime: values.departure_time }
      : null,
    lang,
  );
  const passOffer = paying.data?.venue && paying.data.passes.length > 0 ? paying.data : undefined;
  const passBenefit = values.payment_method === "qr_pass" ? passOffer?.venue?.benefit : undefined;
  // each option as the travellers book it (`bookedUnits`): what the summary shows, totals and sends; paid with the
  // pass, each traveller's line is what the pass gives at the venue
  const booked = useMemo(() => {
    const units = withTravelers(lines, travelers);
    return passBenefit
      ? units.map((line) => ({ ...line, price: priceWithPass(line.price, currency, passBenefit) }))
      : units;
  }, [lines, travelers, passBenefit, currency]);
  const order = { lines: booked, currency, travelers, luggage: values.luggage || 0, rates };
  const productIds = useMemo(() => {
    if (source.data?.kind === "product") return [source.data.product.id];
    if (source.data?.kind === "cart" && draft.source.kind === "cart") {
      const chosen = new Set(draft.source.cart_item_ids);
      return source.data.items.filter((item) => chosen.has(item.id)).map((item) => item.product_id);
    }
    return [];
  }, [source.data, draft.source]);
  const { subtotal } = priceBreakdown(order);
  const choices = couponChoices(coupons.data ?? [], { productIds, subtotal, currency, rates, now });
  // the payment step refuses a chosen coupon that stopped applying
  const applicableCouponIds = coupons.data
    ? choices.filter((choice) => !choice.problem).map((choice) => String(choice.coupon.id))
    : undefined;
  // a coupon that does not apply, or points the field refuses, never change the summary; a pass takes neither
  const coupon = passBenefit ? null : appliedCoupon(choices, values.coupon_id);
  const breakdown = priceBreakdown({
    ...order,
    coupon,
    points: passBenefit ? 0 : pointsToApply(values.points ?? "", points.data),
  });

  // the form stays mounted across the steps (the site keeps one screen for every step's address): the issues set
  // here are still there on the step the person is sent to, and the focus stays where it is ("options" is no field
  // of the form: the schedule step reads its message from the form state)
  const showIssues = (issues: readonly FieldIssue[]) =>
    showFieldIssues(form, issues as readonly FieldIssue<keyof ReservationValues>[], { focus: false });

  // when a bank transfer would be due for this departure (null: too late to offer it), from the one shared rule
  const transferDue = values.departure_date
    ? bankTransferDeadline(now, values.departure_date, values.departure_time)
    : null;

  const submit = async () => {
    setMessage(null);
    if (step !== "payment") {
      onStepChange(RESERVATION_STEPS[index + 1] ?? "payment");
      return;
    }
    // the earlier steps may have been skipped through the address: check them again before asking the server
    const current = form.getValues();
    for (const earlier of ["schedule", "travelers"] as const) {
      const issues = stepIssues(earlier, current, t, context);
      if (issues.length > 0) {
        onStepChange(earlier);
        showIssues(issues);
        return;
      }
    }
    // a transfer that could not arrive in time is not offered (the server refuses it too)
    if (current.payment_method === "bank_transfer" && transferDue === null) {
      form.setError("payment_method", { type: "validation", message: t("validation.bankTransferTooLate") });
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    try {
      // the total on this screen goes with the order: the server books exactly it or refuses (409)
      const reservation = await create.trigger(
        toCreateBody(
          draft,
          current,
          currency,
          breakdown.total,
          new Map(booked.map((line) => [line.product_option_id, line.quantity])),
        ),
      );
      clearReservationDraft();
      onCreated(reservation);
    } catch (error) {
      if (isTotalChanged(error)) {
        // the summary shows the server's prices again before the person decides
        void mutate(exchangeRatesKey);
        void source.mutate();
      }
      const mapped = mapServerError(error, (text) => localMessage(text, t));
      showIssues(mapped.fields);
      if (mapped.step && mapped.step !== step) onStepChange(mapped.step);
      const rest =
        mapped.rest.length > 0 ? mapped.rest.join(" ") : mapped.fields.length === 0 ? failureText(error, t) : null;
      if (rest) setMessage(`${t("form.submitError")} ${rest}`);
    } finally {
      submitting.current = false;
    }
  };

  if (source.error) {
    return <LoadError t={t} title={t("form.linesError")} error={source.error} onRetry={() => void source.mutate()} />;
  }
  if (!source.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Stepper
          label={t("form.stepsLabel")}
          current={index}
          steps={RESERVATION_STEPS.map((id) => ({ id, label: t(`form.steps.${id}`) }))}
          onStepClick={(target) => onStepChange(RESERVATION_STEPS[target] ?? "schedule")}
        />
        {message && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-danger p-3 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message}
          </p>
        )}
        <Form form={form} onSubmit={() => void submit()} aria-labelledby="reservation-step-heading">
          <h2 id="reservation-step-heading" className="text-lg font-semibold text-foreground">
            {t(`form.steps.${step}`)}
          </h2>
          {step === "schedule" && (
            <ScheduleStep form={form} lines={booked} dates={dates} times={times} today={shopToday(now)} />
          )}
          {step === "travelers" && <TravelersStep form={form} area={area} />}
          {step === "payment" && (
            <PaymentStep
              form={form}
              transferDue={transferDue}
              coupons={choices}
              currency={currency}
              subtotal={subtotal}
              pointsBalance={points.data}
              pointsCap={pointsToCover(priceBreakdown({ ...order, coupon }).total, currency, rates)}
              passes={passOffer}
              travelers={travelers}
            />
          )}
          <div className="flex justify-between gap-3 border-t border-border pt-5">
            {index > 0 ? (
              <Button intent="outline" onClick={() => onStepChange(RESERVATION_STEPS[index - 1] ?? "schedule")}>
                {t("form.back")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg" loading={create.isMutating}>
              {step === "payment" ? t("form.submit") : t("form.next")}
            </Button>
          </div>
        </Form>
      </div>
      <ReservationSummary
        lines={booked}
        travelers={travelers}
        breakdown={breakdown}
        currency={currency}
        couponName={coupon?.name ?? null}
      />
    </div>
  );
}

type FormApi = UseFormReturn<ReservationValues>;

function ScheduleStep({
  form,
  lines,
  dates,
  times,
  today,
}: {
  form: FormApi;
  lines: readonly BookingLine[];
  dates: ReturnType<typeof bookingDates>;
  /** The times every chosen option runs. */
  times: readonly string[];
  today: string;
}) {
  const { t, lang } = useReservationText();
  // "options" is no field of the form: its error (ours or the server's) is read from the form state directly
  const { errors } = useFormState({ control: form.control });
  const optionsError = (errors as Record<string, { message?: string } | undefined>).options?.message;
  const unavailable = new Set(dates.unavailableDates);
  return (
    <>
      <section aria-labelledby="reservation-options-heading" className="flex flex-col gap-2">
        <h3 id="reservation-options-heading" className="text-sm font-medium text-foreground">
          {t("form.schedule.options")}
        </h3>
        {lines.length > 0 && (
          <ul className="flex flex-col gap-2">
            {lines.map((line) => (
              <li key={line.key} className="rounded-md border border-border p-3 text-sm">
                <span className="block font-medium text-foreground">
                  {line.productName} — {line.optionName} × {line.quantity}
                </span>
                <span className="text-muted-foreground">
                  {t("form.schedule.optionPeriod", {
                    period: formatPeriod(line.option_start_date, line.option_end_date, lang),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {optionsError && (
          <p role="alert" className="flex items-center gap-2 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {optionsError}
          </p>
        )}
      </section>
      <FormField
        control={form.control}
        name="departure_date"
        label={t("form.schedule.departureDate")}
        required
        render={({ field }) => (
          <FieldDatePicker
            ref={field.ref}
            value={field.value || null}
            onChange={(day) => field.onChange(day ?? "")}
            onBlur={field.onBlur}
            minDate={dates.minDate}
            maxDate={dates.maxDate ?? null}
            isDateDisabled={(day) => unavailable.has(day)}
            today={today}
          />
        )}
      />
      <FormField
        control={form.control}
        name="departure_time"
        label={t("form.schedule.departureTime")}
        required
        render={({ field }) => (
          <FieldTimeSlotPicker
            slots={times.map((time) => ({ time, available: true }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <FormField
        control={form.control}
        name="travelers"
        label={t("form.schedule.travelers")}
        required
        render={({ field }) => (
          <Select
            ref={field.ref}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            placeholder={t("form.schedule.travelersPlaceholder")}
            className="max-w-40"
          >
            {Array.from({ length: Math.min(MAX_TRAVELERS, 20) }, (_, i) => String(i + 1)).map((count) => (
              <SelectItem key={count} value={count}>
                {count}
              </SelectItem>
            ))}
          </Select>
        )}
      />
      <FormField
        control={form.control}
        name="luggage"
        label={t("form.schedule.luggage")}
        hint={t("form.schedule.luggageHint", { free: 2, fee: formatPrice(10, "USD", lang) })}
        render={({ field }) => (
          <FieldQuantityStepper value={field.value} onChange={field.onChange} min={0} max={MAX_LUGGAGE} />
        )}
      />
    </>
  );
}

function TravelersStep({ form, area }: { form: FormApi; area: Area }) {
  const { t } = useReservationText();
  return <TravelerFields form={form} area={area} errorText={(error) => failureText(error, t)} />;
}

const COUPON_REASON: Record<CouponProblem, string> = {
  belowMinimum: "form.payment.couponReasons.belowMinimum",
  otherProduct: "form.payment.couponReasons.otherProduct",
  expired: "form.payment.couponReasons.expired",
  used: "form.payment.couponReasons.used",
};

function PaymentStep({
  form,
  transferDue,
  coupons,
  currency,
  subtotal,
  pointsBalance,
  pointsCap,
  passes,
  travelers,
}: {
  form: FormApi;
  /** A bank transfer's deadline for this departure; null when it is too late to offer one. */
  transferDue: Date | null;
  /** Every coupon of the member with what it takes off this order, or why it does not apply. */
  coupons: readonly CouponChoice[];
  currency: Currency;
  /** The options' total, for the words of a minimum not reached. */
  subtotal: number;
  pointsBalance: number | undefined;
  /** The points that pay this order in full: a larger entry spends only these. */
  pointsCap: number;
  /** The partner venue and the member's passes that can pay there that day; absent: no QR pass offered. */
  passes: PassPaying | undefined;
  travelers: number;
}) {
  const { t } = useReservationText();
  const method = useWatch({ control: form.control, name: "payment_method" });
  const methods = PaymentMethodSchema.options.filter((option) => option !== "qr_pass" || passes !== undefined);
  return (
    <>
      <PaymentMethodFields form={form} transferDue={transferDue} methods={methods} />
      {method === "qr_pass" && passes?.venue ? (
        <PassPayers form={form} paying={passes} travelers={travelers} />
      ) : (
        <CouponAndPoints
          form={form}
          coupons={coupons}
          currency={currency}
          subtotal={subtotal}
          pointsBalance={pointsBalance}
          pointsCap={pointsCap}
        />
      )}
      <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-semibold text-foreground">{t("form.payment.terms")}</legend>
        <TermsAgreements form={form} />
      </fieldset>
    </>
  );
}

/** With the QR pass: what it gives at the venue, and a select per traveller naming the pass that pays for them. */
function PassPayers({ form, paying, travelers }: { form: FormApi; paying: PassPaying; travelers: number }) {
  const { t } = useReservationText();
  const venue = paying.venue;
  if (!venue) return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">{t("form.payment.pass.legend")}</legend>
      <p className="text-sm text-muted-foreground">
        {venue.benefit.kind === "free_entry"
          ? t("form.payment.pass.freeEntry", { venue: venue.name })
          : t("form.payment.pass.discount", { venue: venue.name, percent: venue.benefit.percent })}{" "}
        {t("form.payment.pass.atTheVisit")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: travelers }, (_, index) => (
          <FormField
            key={index}
            control={form.control}
            name={`pass_ids.${index}`}
            label={t("form.payment.pass.traveler", { number: index + 1 })}
            required
            render={({ field }) => (
              <Select
                ref={field.ref}
                value={field.value ?? ""}
                onValueChange={field.onChange}
                placeholder={t("form.payment.pass.placeholder")}
              >
                {paying.passes.map((pass) => (
                  <SelectItem key={pass.id} value={String(pass.id)}>
                    {`${pass.holder} · ${pass.type_name} (${pass.code})`}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}

function CouponAndPoints({
  form,
  coupons,
  currency,
  subtotal,
  pointsBalance,
  pointsCap,
}: {
  form: FormApi;
  coupons: readonly CouponChoice[];
  currency: Currency;
  subtotal: number;
  pointsBalance: number | undefined;
  pointsCap: number;
}) {
  const { t, lang } = useReservationText();
  return (
    <>
      <FormField
        control={form.control}
        name="coupon_id"
        label={t("form.payment.coupon")}
        hint={coupons.length > 0 ? t("form.payment.couponHint") : undefined}
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            value={field.value || "none"}
            onValueChange={(value) => field.onChange(value === "none" ? "" : value)}
          >
            <RadioGroupItem value="none" label={t("form.payment.noCoupon")} />
            {coupons.map((choice) => (
              <RadioGroupItem
                key={choice.coupon.id}
                value={String(choice.coupon.id)}
                label={choice.coupon.name}
                disabled={choice.problem !== undefined}
                description={
                  choice.problem
                    ? t(COUPON_REASON[choice.problem], {
                        min: formatPrice(choice.minimum, currency, lang),
                        subtotal: formatPrice(subtotal, currency, lang),
                      })
                    : t("form.payment.couponApplies", { amount: formatPrice(choice.discount, currency, lang) })
                }
              />
            ))}
          </RadioGroup>
        )}
      />
      <FormField
        control={form.control}
        name="points"
        label={t("form.payment.points")}
        hint={
          pointsBalance === undefined
            ? undefined
            : `${t("form.payment.pointsHint", { points: new Intl.NumberFormat(lang).format(pointsBalance) })} ${t(
                "form.payment.pointsCap",
                { points: new Intl.NumberFormat(lang).format(pointsCap) },
              )}`
        }
      >
        {(registered) => (
          <NumberInput allowDecimal={false} allowNegative={false} className="max-w-40" {...registered} />
        )}
      </FormField>
    </>
  );
}
