import { Button, Field, FieldError, FieldLabel, Input, Select, SelectItem } from "@ds";
import type { Lang } from "@lib/i18n/locale";
import { Trash2 } from "lucide-react";
import { useProductChoices, useProductOptions } from "../api/quotations";
import type { LineValues } from "../model/editor";
import { useQuotationsAdminText } from "./use-quotations-admin-text";

export type LineEditorProps = {
  index: number;
  line: LineValues;
  lang: Lang;
  disabled: boolean;
  /** The issues of this line's fields, by the body's name (`product_option_id`, `quantity`, `unit_price`). */
  errors: Record<string, string | undefined>;
  canRemove: boolean;
  onChange: (line: LineValues) => void;
  onRemove: () => void;
};

/** The products or a product's options could not be read: said under their field, with a way to read them again. */
function LoadProblem({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
      {text}
      <Button size="sm" intent="ghost" onClick={onRetry}>
        {retry}
      </Button>
    </p>
  );
}

/** One quoted line: a product, one of its dated options, how many and the price each (in the quotation's currency). */
export function LineEditor({ index, line, lang, disabled, errors, canRemove, onChange, onRemove }: LineEditorProps) {
  const { t } = useQuotationsAdminText();
  const products = useProductChoices(lang);
  const options = useProductOptions(line.productId, lang);
  const n = index + 1;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="px-1 text-sm font-medium">{t("editor.line", { n })}</legend>
      <Field>
        <FieldLabel>{t("editor.product")}</FieldLabel>
        <Select
          value={line.productId === null ? "" : String(line.productId)}
          placeholder={t("editor.chooseProduct")}
          disabled={disabled}
          onValueChange={(value) => onChange({ ...line, productId: Number(value), optionId: null })}
        >
          {(products.data ?? []).map((product) => (
            <SelectItem key={product.id} value={String(product.id)}>
              {product.name}
            </SelectItem>
          ))}
        </Select>
        {products.error && !products.data && (
          <LoadProblem
            text={t("editor.productsError")}
            retry={t("shared.retry")}
            onRetry={() => void products.mutate()}
          />
        )}
      </Field>
      <Field invalid={Boolean(errors.product_option_id)} required>
        <FieldLabel>{t("editor.option")}</FieldLabel>
        <Select
          value={line.optionId === null ? "" : String(line.optionId)}
          placeholder={t("editor.chooseOption")}
          disabled={disabled || line.productId === null}
          onValueChange={(value) => onChange({ ...line, optionId: Number(value) })}
        >
          {(options.data ?? []).map((option) => (
            <SelectItem key={option.id} value={String(option.id)}>
              {t("editor.optionName", {
                name: option.name,
                from: option.option_start_date,
                to: option.option_end_date,
              })}
            </SelectItem>
          ))}
        </Select>
        {options.error && !options.data && (
          <LoadProblem
            text={t("editor.optionsError")}
            retry={t("shared.retry")}
            onRetry={() => void options.mutate()}
          />
        )}
        {errors.product_option_id && <FieldError>{errors.product_option_id}</FieldError>}
      </Field>
      <Field invalid={Boolean(errors.quantity)} required>
        <FieldLabel>{t("editor.quantity")}</FieldLabel>
        <Input
          inputMode="numeric"
          value={line.quantity}
          onChange={(event) => onChange({ ...line, quantity: event.target.value })}
        />
        {errors.quantity && <FieldError>{errors.quantity}</FieldError>}
      </Field>
      <Field invalid={Boolean(errors.unit_price)} required>
        <FieldLabel>{t("editor.unitPrice")}</FieldLabel>
        <Input
          inputMode="decimal"
          value={line.unitPrice}
          onChange={(event) => onChange({ ...line, unitPrice: event.target.value })}
        />
        {errors.unit_price && <FieldError>{errors.unit_price}</FieldError>}
      </Field>
      {canRemove && !disabled && (
        <div className="sm:col-span-2">
          <Button size="sm" intent="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t("editor.removeLine", { n })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
