import { PaymentSection } from "@blocks/booking";
import { NationalityField } from "@blocks/countries";
import { FeaturePage, FormAlert, LoadError, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { PASS_MAX_HOLDERS, type PassProduct, type PassReservation } from "@contracts/passes";
import {
  Button,
  EmptyState,
  Form,
  FormErrorSummary,
  FormField,
  Input,
  Price,
  QuantityStepper,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  formatPrice,
} from "@ds";
import { formatDate } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import type { Area } from "@lib/session/areas";
import { useCurrency, useIsLoggedIn } from "@lib/session/use-session";
import { Ticket } from "lucide-react";
import { useId, useState } from "react";
import { type FieldPath, useFieldArray, useWatch } from "react-hook-form";
import { useCreatePassReservation } from "../api/create-reservation";
import { usePassProducts } from "../api/list-products";
import { SignInPrompt } from "../components/sign-in-prompt";
import { usePassText } from "../components/use-pass-text";
import { localMessage, serverFailure } from "../model/messages";
import { storeOrder } from "../model/order-store";
import { passTypeText } from "../model/pass-text";
import {
  EMPTY_PURCHASE,
  HOLDER_FIELD_MAP,
  PASS_PAYMENT_METHODS,
  PURCHASE_FIELDS,
  type PurchaseValues,
  findOption,
  isBuyable,
  passPrice,
  purchaseBody,
  purchaseIssues,
} from "../model/purchase-form";

export type PassPurchasePaths = {
  /** The site's sign-in page (a guest is sent there and back). */
  signIn: string;
};

export type PassPurchaseScreenProps = {
  /** `?option=` of the address: the pass type chosen on the way here; null chooses none. */
  optionId: number | null;
  /** The order exists (and is kept for this tab): the site starts the payment or shows the completion page. */
  onCreated: (reservation: PassReservation) => void;
  paths: PassPurchasePaths;
  area?: Area;
};

const newRequestId = () => globalThis.crypto.randomUUID();

/** The names the server may give a problem: the form's own, and each holder as `holders.<n>`. */
const SERVER_FIELDS = [...PURCHASE_FIELDS, ...Object.keys(HOLDER_FIELD_MAP)];

/**
 * `/seoulitepass/purchase/reservation` (issue 24, ADR 0030): a signed-in member chooses a pass type, how many
 * travellers and each one's name as on the passport (each gets a pass of their own), the contact and nationality,
 * and pays with the shop's payment choice and terms. The total follows the count; one request id per form makes a
 * double submit one order.
 */
export function PassPurchaseScreen({ optionId, onCreated, paths, area = "member" }: PassPurchaseScreenProps) {
  const { t, lang } = usePassText();
  const loggedIn = useIsLoggedIn(area);
  const products = usePassProducts(lang);
  const body = !loggedIn ? (
    <SignInPrompt signIn={paths.signIn} />
  ) : products.error ? (
    <LoadError t={t} title={t("purchase.error")} error={products.error} onRetry={() => void products.mutate()} />
  ) : !products.data ? (
    <div className="flex flex-col gap-4">
      <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-40" />
      <Skeleton shape="block" shapeClassName="h-64" />
    </div>
  ) : products.data.every((product) => product.options.length === 0) ? (
    <EmptyState
      icon={<Ticket aria-hidden="true" />}
      titleAs="h2"
      title={t("purchase.empty.title")}
      description={t("purchase.empty.description")}
    />
  ) : (
    <PurchaseForm
      products={products.data}
      optionId={optionId}
      onCreated={onCreated}
      onReload={() => void products.mutate()}
      area={area}
    />
  );
  return (
    <FeaturePage title={t("purchase.title")}>
      <p className="-mt-2 text-foreground">{t("purchase.intro")}</p>
      {body}
    </FeaturePage>
  );
}

type Refusal = { message: string; totalChanged: boolean };

function PurchaseForm({
  products,
  optionId,
  onCreated,
  onReload,
  area,
}: {
  products: PassProduct[];
  optionId: number | null;
  onCreated: (reservation: PassReservation) => void;
  onReload: () => void;
  area: Area;
}) {
  const { t, lang } = usePassText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  const create = useCreatePassReservation(area);
  const [requestId, setRequestId] = useState(newRequestId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const countLabelId = useId();
  const asked = optionId === null ? undefined : findOption(products, optionId);

  const totalOf = (values: PurchaseValues) => {
    const option = findOption(products, values.option_id);
    return option ? passPrice(option, values.holders.length, currency, rates).total : 0;
  };
  const bodyOf = (values: PurchaseValues) =>
    purchaseBody(values, { requestId, currency, lang, expectedTotal: totalOf(values) });
  const form = useContractForm<PurchaseValues>({
    defaultValues: { ...EMPTY_PURCHASE, option_id: asked && isBuyable(asked) ? asked.id : 0 },
    check: (values) => purchaseIssues(bodyOf(values), t),
  });
  const holders = useFieldArray({ control: form.control, name: "holders" });
  const optionValue = useWatch({ control: form.control, name: "option_id" });
  const option = findOption(products, optionValue);
  const count = holders.fields.length;
  const price = option ? passPrice(option, count, currency, rates) : null;

  const setCount = (next: number) => {
    const wanted = Math.min(PASS_MAX_HOLDERS, Math.max(1, Math.trunc(next) || 1));
    if (wanted > count) {
      holders.append(
        Array.from({ length: wanted - count }, () => ({ name: "" })),
        { shouldFocus: false },
      );
    } else if (wanted < count) {
      holders.remove(Array.from({ length: count - wanted }, (_, index) => wanted + index));
    }
  };

  const submit = async (valid: PurchaseValues) => {
    setRefusal(null);
    try {
      const order = await create.trigger(bodyOf(valid));
      storeOrder(order);
      onCreated(order);
    } catch (error) {
      // a refusal made no order: the next try is a new request; a lost answer may have made one, so it keeps its id
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) setRequestId(newRequestId());
      if (error instanceof HttpError && error.code === "TOTAL_CHANGED") {
        setRefusal({ totalChanged: true, message: localMessage(error.message, t) });
        onReload();
        return;
      }
      // each problem beside its field in the page's words; what no field shows goes above the form
      const failure = serverFailure(error, SERVER_FIELDS, t);
      showFieldIssues(
        form,
        failure.fields.map((issue) => ({
          field: (HOLDER_FIELD_MAP[issue.field] ?? issue.field) as FieldPath<PurchaseValues>,
          message: issue.message,
        })),
      );
      setRefusal({ totalChanged: false, message: failure.message ?? t("purchase.fixFields") });
    }
  };

  const many = products.length > 1;
  return (
    <>
      {refusal && (
        <FormAlert
          action={
            refusal.totalChanged ? (
              <Button type="button" intent="link" size="sm" onClick={() => setRefusal(null)}>
                {t("purchase.reload")}
              </Button>
            ) : undefined
          }
        >
          {t("purchase.failed")} {refusal.message}
        </FormAlert>
      )}
      <Form form={form} onSubmit={(valid) => void submit(valid)} aria-label={t("purchase.title")} className="gap-8">
        <FormErrorSummary />
        <section aria-labelledby="pass-option-heading" className="flex flex-col gap-3">
          <h2 id="pass-option-heading" className="text-lg font-semibold text-foreground">
            {t("purchase.option.heading")}
          </h2>
          {!many && products[0] && <p className="text-sm text-muted-foreground">{products[0].summary}</p>}
          <FormField
            control={form.control}
            name="option_id"
            label={t("purchase.option.heading")}
            required
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                value={field.value ? String(field.value) : ""}
                onValueChange={(value) => {
                  field.onChange(Number(value));
                  setRefusal(null);
                }}
              >
                {products.flatMap((product) =>
                  product.options.map((each) => {
                    const unit = passPrice(each, 1, currency, rates).unit;
                    const facts = [
                      passTypeText(each.type, t),
                      t("purchase.option.perPerson", { price: formatPrice(unit, currency, lang) }),
                      each.valid_from
                        ? t("purchase.option.validFrom", { date: formatDate(each.valid_from, lang) })
                        : null,
                      isBuyable(each) ? null : t("purchase.option.paused"),
                    ];
                    return (
                      <RadioGroupItem
                        key={each.id}
                        value={String(each.id)}
                        label={many ? `${product.name} · ${each.name}` : each.name}
                        description={facts.filter(Boolean).join(" · ")}
                        disabled={!isBuyable(each)}
                      />
                    );
                  }),
                )}
              </RadioGroup>
            )}
          />
        </section>

        <section aria-labelledby="pass-travellers-heading" className="flex flex-col gap-4">
          <h2 id="pass-travellers-heading" className="text-lg font-semibold text-foreground">
            {t("purchase.travellers.heading")}
          </h2>
          <div className="flex flex-col gap-1.5">
            <span id={countLabelId} className="text-sm font-medium text-foreground">
              {t("purchase.travellers.count")}
            </span>
            <QuantityStepper
              value={count}
              onChange={setCount}
              min={1}
              max={PASS_MAX_HOLDERS}
              itemName={t("purchase.travellers.count")}
              aria-labelledby={countLabelId}
              aria-describedby={`${countLabelId}-hint`}
              className="w-full sm:w-48"
            />
            <span id={`${countLabelId}-hint`} className="text-sm text-muted-foreground">
              {t("purchase.travellers.countHint", { max: PASS_MAX_HOLDERS })}
            </span>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {holders.fields.map((holder, index) => (
              <FormField
                key={holder.id}
                control={form.control}
                name={`holders.${index}.name`}
                label={t("purchase.travellers.holder", { index: index + 1 })}
                hint={index === 0 ? t("purchase.travellers.holderHint") : undefined}
                required
              >
                {(registered) => <Input autoComplete="off" maxLength={100} {...registered} />}
              </FormField>
            ))}
          </div>
          <section
            aria-labelledby="pass-total-heading"
            className="flex flex-wrap items-end justify-between gap-2 rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex flex-col gap-0.5">
              <h3 id="pass-total-heading" className="text-base font-semibold text-foreground">
                {t("purchase.total.heading")}
              </h3>
              <p className="text-sm text-muted-foreground">
                {price
                  ? t("purchase.total.line", { price: formatPrice(price.unit, currency, lang), count })
                  : t("purchase.total.choose")}
              </p>
            </div>
            {price && <Price amount={price.total} currency={currency} size="lg" />}
          </section>
        </section>

        <section aria-labelledby="pass-contact-heading" className="flex flex-col gap-4">
          <h2 id="pass-contact-heading" className="text-lg font-semibold text-foreground">
            {t("purchase.contact.heading")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="contact"
              label={t("purchase.contact.contact")}
              hint={t("purchase.contact.contactHint")}
              required
            >
              {(registered) => <Input type="tel" inputMode="numeric" autoComplete="tel" {...registered} />}
            </FormField>
            <NationalityField
              control={form.control}
              name="nationality"
              label={t("purchase.contact.nationality")}
              placeholder={t("purchase.contact.nationalityPlaceholder")}
              required
              describeError={() => t("purchase.contact.nationalityError")}
            />
          </div>
        </section>

        <PaymentSection
          form={form}
          headingId="pass-payment-heading"
          heading={t("purchase.payment.heading")}
          methods={PASS_PAYMENT_METHODS}
          submit={t("purchase.submit")}
          submitting={t("purchase.submitting")}
          busy={create.isMutating}
        />
      </Form>
    </>
  );
}
