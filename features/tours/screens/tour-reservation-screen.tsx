import { PaymentSection, TravelerFields } from "@blocks/booking";
import { FeaturePage, FormAlert, LoadError, TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { bankTransferDeadline } from "@contracts/reservation-deadlines";
import { MAX_LUGGAGE, MAX_TRAVELERS, MIN_TRAVELERS } from "@contracts/reservations";
import type { TourCourse, TourReservation } from "@contracts/tours";
import { Button, EmptyState, Form, FormErrorSummary, FormField, Input, QuantityStepper, Skeleton, useField } from "@ds";
import { convertMoney } from "@contracts/money";
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { useCurrency } from "@lib/session/use-session";
import { MapPinned } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { useCourse } from "../api/get-course";
import { useCreateTourReservation } from "../api/create-reservation";
import { useWaitlistOffer } from "../api/get-waitlist-offer";
import { OfferNotice } from "../components/offer-notice";
import { useWaitlistText } from "../components/use-waitlist-text";
import { heldOffer, withHeldSeats } from "../model/waitlist-offer";
import { waitlistMessage } from "../model/waitlist-text";
import { DeparturePicker } from "../components/departure-picker";
import { PricePanel } from "../components/price-panel";
import { useToursText } from "../components/use-tours-text";
import { localMessage } from "../model/course-text";
import {
  EMPTY_TOUR_VALUES,
  type TourFormValues,
  isChoosable,
  tourFormIssues,
  tourPrice,
  tourReservationBody,
} from "../model/form-values";
import { storeReservationKey } from "../model/reservation-key";

export type TourReservationScreenProps = {
  /** `?course=` of the address; null shows the way to the courses. */
  slug: string | null;
  /** `?departure=` of the address. */
  departureId: number | null;
  /** `?offer=` of the address: a waitlist offer's token, whose held seats this form books. */
  offerToken?: string | null;
  /** Another departure chosen on the form: the site puts it in the address. */
  onDepartureChange: (id: number) => void;
  /** The reservation is made and its key kept: the site starts the payment or shows the completion page. */
  onCreated: (reservation: TourReservation) => void;
  paths: { courses: string };
};

const newRequestId = () => globalThis.crypto.randomUUID();

/**
 * The reservation form of a course (`/apec2025/reservation?course=&departure=`, spec points 3, 5 and 9): the
 * departure (changeable), travellers (at least 2) and luggage with the price as it stands, the representative
 * traveller and the payment choice of the shop's form, and the e-mail the confirmation goes to. A guest needs no
 * account; one request id per form makes a double submit one reservation.
 */
export function TourReservationScreen({ slug, departureId, offerToken = null, ...rest }: TourReservationScreenProps) {
  const { t, lang } = useToursText();
  const course = useCourse(slug, lang);
  const offer = useWaitlistOffer(offerToken, lang);
  if (!slug) {
    return (
      <FeaturePage title={t("form.title")}>
        <EmptyState
          icon={<MapPinned aria-hidden="true" />}
          titleAs="h2"
          title={t("form.missingCourse.title")}
          description={t("form.missingCourse.description")}
          action={<TextLink to={rest.paths.courses}>{t("form.missingCourse.action")}</TextLink>}
        />
      </FeaturePage>
    );
  }
  // the form's departure is chosen once, so an offer's held seats are known before it is shown
  if (course.error || !course.data || (offerToken && offer.isLoading)) {
    return (
      <FeaturePage title={t("form.title")}>
        {course.error ? (
          <LoadError t={t} title={t("form.error")} error={course.error} onRetry={() => void course.mutate()} />
        ) : (
          <div className="flex flex-col gap-4">
            <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
            <Skeleton shape="block" shapeClassName="h-64" />
          </div>
        )}
      </FeaturePage>
    );
  }
  const held = heldOffer(offer.data);
  return (
    <ReservationForm
      course={withHeldSeats(course.data, held)}
      departureId={held?.departure_id ?? departureId}
      onReload={() => void Promise.all([course.mutate(), offer.mutate()])}
      offerToken={held ? offerToken : null}
      notice={
        offerToken ? (
          <OfferNotice offer={offer.data} loading={offer.isLoading} failed={Boolean(offer.error)} />
        ) : undefined
      }
      {...rest}
    />
  );
}

/** A QuantityStepper whose number input is its FormField's control. */
function FieldStepper(props: ComponentProps<typeof QuantityStepper>) {
  const field = useField();
  const describedBy = field
    ? [field.hasHint ? field.hintId : null, field.hasError ? field.errorId : null].filter(Boolean).join(" ")
    : "";
  return (
    <QuantityStepper
      id={field?.controlId}
      aria-describedby={describedBy || undefined}
      invalid={field?.invalid}
      {...props}
    />
  );
}

type Refusal = { message: string; kind: "full" | "total" | "other" };

function ReservationForm({
  course,
  departureId,
  onDepartureChange,
  onCreated,
  onReload,
  offerToken,
  notice,
}: Omit<TourReservationScreenProps, "slug" | "paths"> & {
  course: TourCourse;
  onReload: () => void;
  /** The offer's notice above the form (held seats and their end, or that the offer ended). */
  notice?: ReactNode;
}) {
  const { t, lang } = useToursText();
  const waitlist = useWaitlistText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  const create = useCreateTourReservation();
  const [requestId, setRequestId] = useState(newRequestId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const asked = course.departures.find((departure) => departure.id === departureId);
  const [changing, setChanging] = useState(!asked || !isChoosable(asked));

  const say = (field: string, message: string) => {
    const local = localMessage(message, t);
    return local !== message ? local : t(`fields.${field}`);
  };
  const order = (values: Pick<TourFormValues, "departure_id" | "travelers" | "luggage">) => {
    const departure = course.departures.find((each) => each.id === values.departure_id);
    const price = departure ? tourPrice(departure, values.travelers, values.luggage, currency, rates) : null;
    return { departure, price };
  };
  const form = useContractForm<TourFormValues>({
    defaultValues: { ...EMPTY_TOUR_VALUES, departure_id: asked && isChoosable(asked) ? asked.id : 0 },
    check: (values) =>
      tourFormIssues(
        tourReservationBody(values, {
          requestId,
          currency,
          lang,
          expectedTotal: order(values).price?.total ?? 0,
        }),
        say,
      ),
  });
  // only the fields the price and the departure depend on: a key typed in a text field re-renders that field, not
  // the whole screen with its departure calendar
  const [departureChosen, travelers, luggage] = useWatch({
    control: form.control,
    name: ["departure_id", "travelers", "luggage"],
  });
  const { departure, price } = order({ departure_id: departureChosen, travelers, luggage });

  const submit = async (valid: TourFormValues) => {
    setRefusal(null);
    const body = tourReservationBody(valid, {
      requestId,
      currency,
      lang,
      expectedTotal: order(valid).price?.total ?? 0,
    });
    const offer = offerToken && valid.departure_id === departureId ? offerToken : undefined;
    try {
      const access = await create.trigger(offer ? { ...body, offer } : body);
      storeReservationKey(access.reservation.reservation_number, access);
      onCreated(access.reservation);
    } catch (error) {
      // a refusal booked nothing: the next try is a new request; a lost answer may have booked, so it keeps its id
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) setRequestId(newRequestId());
      if (error instanceof HttpError && error.code === "TOUR_DEPARTURE_FULL") {
        setRefusal({ kind: "full", message: localMessage(error.message, t) });
        setChanging(true);
        form.setValue("departure_id", 0);
        onReload();
        return;
      }
      if (error instanceof HttpError && error.code.startsWith("TOUR_WAITLIST_")) {
        setRefusal({ kind: "other", message: waitlistMessage(error.message, waitlist.t) });
        onReload();
        return;
      }
      if (error instanceof HttpError && error.code === "TOTAL_CHANGED") {
        setRefusal({ kind: "total", message: localMessage(error.message, t) });
        onReload();
        return;
      }
      const rest = showServerErrors(form, error, (failure) => failureText(failure, t, (text) => localMessage(text, t)));
      setRefusal({ kind: "other", message: rest ?? t("form.fixFields") });
    }
  };

  const chooseDeparture = (id: number) => {
    form.setValue("departure_id", id, { shouldValidate: form.formState.isSubmitted });
    setRefusal(null);
    onDepartureChange(id);
  };
  const transferDue = departure ? bankTransferDeadline(new Date(), departure.date, departure.time) : undefined;
  const departureError = form.formState.errors.departure_id?.message;

  return (
    <FeaturePage title={t("form.title")}>
      <p className="-mt-2 text-lg font-medium text-foreground">{course.name}</p>
      {notice}
      {refusal && (
        <FormAlert
          action={
            refusal.kind === "total" ? (
              <Button type="button" intent="link" size="sm" onClick={() => setRefusal(null)}>
                {t("form.reload")}
              </Button>
            ) : undefined
          }
        >
          {t("form.failed")} {refusal.message}
        </FormAlert>
      )}
      <Form form={form} onSubmit={(valid) => void submit(valid)} aria-label={t("form.title")} className="gap-8">
        <FormErrorSummary />
        <section aria-labelledby="tour-departure-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="tour-departure-heading" className="text-lg font-semibold text-foreground">
              {t("form.departure.heading")}
            </h2>
            {!changing && (
              <Button type="button" intent="secondary" size="sm" onClick={() => setChanging(true)}>
                {t("form.departure.change")}
              </Button>
            )}
          </div>
          {asked && !isChoosable(asked) && !departure && (
            <p className="text-sm text-foreground">{t("form.departure.unavailable")}</p>
          )}
          {changing || !departure ? (
            <DeparturePicker
              departures={course.departures}
              value={departure?.id ?? null}
              onChange={chooseDeparture}
              labelledBy="tour-departure-heading"
              describedBy={departureError ? "tour-departure-error" : undefined}
              invalid={Boolean(departureError)}
            />
          ) : (
            <DeparturePicker
              departures={[departure]}
              value={departure.id}
              onChange={chooseDeparture}
              labelledBy="tour-departure-heading"
            />
          )}
          {departureError && (
            <p id="tour-departure-error" className="text-sm text-danger">
              {departureError}
            </p>
          )}
        </section>

        <section aria-labelledby="tour-travelers-heading" className="flex flex-col gap-4">
          <h2 id="tour-travelers-heading" className="text-lg font-semibold text-foreground">
            {t("form.travelers.heading")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="travelers"
              label={t("form.travelers.travelers")}
              hint={t("form.travelers.travelersHint", { max: MAX_TRAVELERS })}
              required
              render={({ field }) => (
                <FieldStepper
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  min={MIN_TRAVELERS}
                  max={Math.min(MAX_TRAVELERS, departure?.seats_left ?? MAX_TRAVELERS)}
                  itemName={t("form.travelers.travelers")}
                />
              )}
            />
            <FormField
              control={form.control}
              name="luggage"
              label={t("form.travelers.luggage")}
              hint={t("form.travelers.luggageHint")}
              render={({ field }) => (
                <FieldStepper
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  min={0}
                  max={MAX_LUGGAGE}
                  itemName={t("form.travelers.luggage")}
                />
              )}
            />
          </div>
          {departure && price && (
            <PricePanel
              price={price}
              currency={currency}
              travelers={travelers}
              luggage={luggage}
              unitPrice={convertMoney(departure.price, departure.currency, currency, rates)}
            />
          )}
        </section>

        <section aria-labelledby="tour-traveler-heading" className="flex flex-col gap-4">
          <h2 id="tour-traveler-heading" className="text-lg font-semibold text-foreground">
            {t("form.traveler.heading")}
          </h2>
          <TravelerFields form={form} errorText={(error) => failureText(error, t)} />
        </section>

        <section aria-labelledby="tour-contact-heading" className="flex flex-col gap-4">
          <h2 id="tour-contact-heading" className="text-lg font-semibold text-foreground">
            {t("form.contact.heading")}
          </h2>
          <FormField
            control={form.control}
            name="email"
            label={t("form.contact.email")}
            hint={t("form.contact.emailHint")}
            required
          >
            {(registered) => <Input type="email" autoComplete="email" {...registered} />}
          </FormField>
        </section>

        <PaymentSection
          form={form}
          headingId="tour-payment-heading"
          heading={t("form.payment.heading")}
          transferDue={transferDue}
          submit={t("form.submit")}
          submitting={t("form.submitting")}
          busy={create.isMutating}
        />
      </Form>
    </FeaturePage>
  );
}
