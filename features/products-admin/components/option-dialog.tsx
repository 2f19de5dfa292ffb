import { DialogFormFooter } from "@blocks/console";
import { DialogFrame, FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { PricingSchema } from "@contracts/catalog";
import { CURRENCY_LIST } from "@contracts/money";
import type { AdminOption } from "@contracts/products-admin";
import { DialogBody, Form, FormField, Input, SelectField, toast } from "@ds";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useProductWrites } from "../api/products";
import { serverFailure } from "../model/messages";
import {
  emptyOption,
  OPTION_FIELDS,
  optionBody,
  optionIssues,
  optionPatch,
  type OptionValues,
  optionValues,
} from "../model/option-form";
import { useProductsText } from "./use-products-text";

/** Which option the dialog is for: a new one (operators), or one to change. */
export type OptionDialogTarget = { kind: "new" } | { kind: "edit"; option: AdminOption };

export type OptionDialogProps = {
  productId: number;
  /** Closed when null. */
  target: OptionDialogTarget | null;
  /** Operators set prices; for a clerk the price fields are shown but cannot be changed. */
  canMoveMoney: boolean;
  /** The first day an option may start on (tomorrow in Korea). */
  firstDay: string;
  onClose: () => void;
};

/**
 * "Add an option" (operators: it sets a price) or "Change the option": names in both languages, first and last
 * day, departure times, price with its currency and per person or per group, and capacity, never under the places
 * sold (the server's refusal shows at the field).
 */
export function OptionDialog({ productId, target, canMoveMoney, firstDay, onClose }: OptionDialogProps) {
  const { t } = useProductsText();
  const editing = target?.kind === "edit" ? target.option : null;
  return (
    <DialogFrame
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(editing ? "options.dialog.editTitle" : "options.dialog.addTitle")}
      description={
        editing ? t("options.dialog.editDescription", { sold: editing.sold }) : t("options.dialog.addDescription")
      }
    >
      {target && (
        <OptionForm
          key={editing?.id ?? "new"}
          productId={productId}
          option={editing}
          canMoveMoney={canMoveMoney}
          firstDay={firstDay}
          onDone={onClose}
        />
      )}
    </DialogFrame>
  );
}

function OptionForm({
  productId,
  option,
  canMoveMoney,
  firstDay,
  onDone,
}: {
  productId: number;
  option: AdminOption | null;
  canMoveMoney: boolean;
  firstDay: string;
  onDone: () => void;
}) {
  const { t } = useProductsText();
  const writes = useProductWrites(productId);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<OptionValues>({
    defaultValues: option ? optionValues(option) : emptyOption(firstDay),
    check: (values) => optionIssues(values, t),
  });
  const pricing = useWatch({ control: form.control, name: "pricing" });
  const moneyLocked = !canMoveMoney;

  const submit = async (values: OptionValues) => {
    setAlert(null);
    try {
      const saved = option
        ? await writes.updateOption(option.id, optionPatch(values, canMoveMoney))
        : await writes.addOption(optionBody(values));
      toast.success(t(option ? "options.dialog.saved" : "options.dialog.added", { name: saved.name_en }));
      onDone();
    } catch (error) {
      const failure = serverFailure(error, OPTION_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const text = (name: "name_en" | "name_ko") => (
    <FormField control={form.control} name={name} label={t(`options.fields.${name}`)} required>
      {(registered) => (
        <Input lang={name === "name_ko" ? "ko" : "en"} maxLength={200} autoComplete="off" {...registered} />
      )}
    </FormField>
  );
  const day = (name: "start_date" | "end_date") => (
    <FormField control={form.control} name={name} label={t(`options.fields.${name}`)} required>
      {(registered) => <Input type="date" min={option ? undefined : firstDay} {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} className="contents">
      <DialogBody className="flex flex-col gap-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name_en")}
          {text("name_ko")}
          {day("start_date")}
          {day("end_date")}
        </div>
        <FormField
          control={form.control}
          name="departure_times"
          label={t("options.fields.departure_times")}
          hint={t("options.fields.timesHint")}
          required
        >
          {(registered) => <Input autoComplete="off" spellCheck={false} {...registered} />}
        </FormField>
        <fieldset className="flex min-w-0 flex-col gap-3" disabled={moneyLocked}>
          <legend className="mb-1 text-sm font-medium">{t("options.fields.money")}</legend>
          {moneyLocked && <p className="text-sm text-muted-foreground">{t("options.fields.moneyLocked")}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="price" label={t("options.fields.price")} required>
              {(registered) => <Input inputMode="decimal" autoComplete="off" readOnly={moneyLocked} {...registered} />}
            </FormField>
            <SelectField
              control={form.control}
              name="currency"
              label={t("options.fields.currency")}
              required
              disabled={moneyLocked}
              options={CURRENCY_LIST.map((currency) => ({ value: currency, label: currency }))}
            />
            <SelectField
              control={form.control}
              name="pricing"
              label={t("options.fields.pricing")}
              required
              disabled={moneyLocked}
              options={PricingSchema.options.map((code) => ({ value: code, label: t(`options.pricing.${code}`) }))}
            />
            {pricing === "per_group" && (
              <FormField control={form.control} name="group_size" label={t("options.fields.group_size")} required>
                {(registered) => (
                  <Input inputMode="numeric" autoComplete="off" readOnly={moneyLocked} {...registered} />
                )}
              </FormField>
            )}
          </div>
        </fieldset>
        <FormField
          control={form.control}
          name="capacity"
          label={t("options.fields.capacity")}
          hint={option ? t("options.fields.capacityHint", { sold: option.sold }) : undefined}
          required
        >
          {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFormFooter
        cancel={t("shared.cancel")}
        submit={t(option ? "options.dialog.save" : "options.dialog.add")}
        busy={form.formState.isSubmitting}
      />
    </Form>
  );
}
