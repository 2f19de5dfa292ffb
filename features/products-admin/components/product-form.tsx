import { FormAlert, useContractForm, useFormSend, useLeaveWarning } from "@blocks/feature-kit";
import { CategorySchema, ProductKindSchema, RegionSchema } from "@contracts/catalog";
import type { AdminProduct } from "@contracts/products-admin";
import { Button, Checkbox, Form, FormField, Input, SelectField, Textarea, toast } from "@ds";
import type { FieldPath } from "react-hook-form";
import { useProductWrites } from "../api/products";
import { serverFailure } from "../model/messages";
import {
  emptyProduct,
  PRODUCT_FIELDS,
  productBody,
  productFieldOf,
  productIssues,
  type ProductValues,
  productValues,
} from "../model/product-form";
import { useProductsText } from "./use-products-text";

export type ProductFormProps = {
  /** The product to change; a new one when null. */
  saved: AdminProduct | null;
  /** Clerks and operators change it; a viewer reads the fields only. */
  canWrite: boolean;
  onSaved: (product: AdminProduct) => void;
};

type TextName = "name" | "summary" | "description" | "location";
const LANGS = ["en", "ko"] as const;

/**
 * A product's content in English and Korean (name, summary, description, location) and its details (kind,
 * category, region, featured and rank, closed days, sales start, duration, business-leisure); the contract's
 * rules and the server's refusals show beside their fields, and what was typed stays until saved.
 */
export function ProductForm({ saved, canWrite, onSaved }: ProductFormProps) {
  const { t, lang } = useProductsText();
  const writes = useProductWrites(saved?.id ?? null);
  const form = useContractForm<ProductValues>({
    defaultValues: saved ? productValues(saved) : emptyProduct(),
    check: (values) => productIssues(values, t),
  });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const sending = useFormSend(form);
  const refusal = (error: unknown) => {
    const failure = serverFailure(error, PRODUCT_FIELDS, t);
    return {
      message: failure.message,
      fields: failure.fields.map((issue) => ({
        ...issue,
        field: productFieldOf(issue.field) as FieldPath<ProductValues>,
      })),
    };
  };

  const submit = (values: ProductValues) =>
    sending.send(async () => {
      const product = await writes.saveProduct(productBody(values));
      form.reset(productValues(product));
      toast.success(
        t(saved ? "editor.saved" : "editor.created", { name: lang === "ko" ? product.name_ko : product.name_en }),
      );
      onSaved(product);
    }, refusal);

  const text = (kind: TextName, language: (typeof LANGS)[number]) => {
    const name = `${kind}_${language}` as const;
    const long = kind === "description";
    return (
      <FormField
        key={name}
        control={form.control}
        name={name}
        label={t(`editor.fields.${name}`)}
        required={kind !== "location"}
      >
        {(registered) =>
          long ? (
            <Textarea rows={6} lang={language} maxLength={10_000} {...registered} />
          ) : (
            <Input lang={language} maxLength={kind === "summary" ? 500 : 200} autoComplete="off" {...registered} />
          )
        }
      </FormField>
    );
  };
  const choice = (name: "kind" | "category" | "region", codes: readonly string[], words: string) => (
    <SelectField
      control={form.control}
      name={name}
      label={t(`editor.fields.${name}`)}
      required
      disabled={!canWrite}
      options={codes.map((code) => ({ value: code, label: t(`${words}.${code}`) }))}
    />
  );
  const box = (name: "featured" | "business_leisure") => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          label={t(`editor.fields.${name}`)}
          description={t(`editor.fields.${name}Hint`)}
          disabled={!canWrite}
        />
      )}
    />
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t("editor.formLabel")}>
      {sending.alert && <FormAlert>{sending.alert}</FormAlert>}
      <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-6">
        {LANGS.map((language) => (
          <fieldset key={language} className="flex min-w-0 flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">{t(`editor.sections.content_${language}`)}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("name", language)}
              {text("location", language)}
            </div>
            {text("summary", language)}
            {text("description", language)}
          </fieldset>
        ))}
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("editor.sections.details")}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {choice("kind", ProductKindSchema.options, "kinds")}
            {choice("category", CategorySchema.options, "categories")}
            {choice("region", RegionSchema.options, "regions")}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              control={form.control}
              name="rank"
              label={t("editor.fields.rank")}
              hint={t("editor.fields.rankHint")}
            >
              {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
            </FormField>
            <FormField
              control={form.control}
              name="sales_start"
              label={t("editor.fields.sales_start")}
              hint={t("editor.fields.salesStartHint")}
            >
              {(registered) => <Input type="date" {...registered} />}
            </FormField>
            <FormField
              control={form.control}
              name="duration_minutes"
              label={t("editor.fields.duration_minutes")}
              hint={t("editor.fields.durationHint")}
            >
              {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
            </FormField>
          </div>
          <FormField
            control={form.control}
            name="closed_dates"
            label={t("editor.fields.closed_dates")}
            hint={t("editor.fields.closedDatesHint")}
          >
            {(registered) => <Textarea rows={3} spellCheck={false} className="font-mono" {...registered} />}
          </FormField>
          {box("featured")}
          {box("business_leisure")}
        </fieldset>
      </fieldset>
      {canWrite && (
        <div>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t(saved ? "editor.save" : "editor.create")}
          </Button>
        </div>
      )}
    </Form>
  );
}
