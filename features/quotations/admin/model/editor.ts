import type { AdminQuotation, WriteQuotationBody } from "@contracts/quotations";
import { WriteQuotationBodySchema } from "@contracts/quotations";
import type { Currency } from "@contracts/money";

/** One line of the editor: a product, one of its dated options, how many, at what price each. */
export type LineValues = {
  key: number;
  productId: number | null;
  optionId: number | null;
  quantity: string;
  unitPrice: string;
};

/** The editor's fields as typed (numbers as text, so a half-typed price is kept). */
export type EditorValues = {
  member_email: string;
  title: string;
  message: string;
  currency: Currency;
  departure_date: string;
  departure_time: string;
  travelers: string;
  luggage: string;
  valid_until: string;
  lines: LineValues[];
};

let keys = 0;
export const newLine = (patch: Partial<LineValues> = {}): LineValues => ({
  key: (keys += 1),
  productId: null,
  optionId: null,
  quantity: "1",
  unitPrice: "",
  ...patch,
});

export const blankEditor = (): EditorValues => ({
  member_email: "",
  title: "",
  message: "",
  currency: "USD",
  departure_date: "",
  departure_time: "",
  travelers: "2",
  luggage: "0",
  valid_until: "",
  lines: [newLine()],
});

/** The newest revision of a quotation, to revise it. */
export function editorOf(quotation: AdminQuotation): EditorValues {
  return {
    member_email: quotation.member_email,
    title: quotation.title,
    message: quotation.message,
    currency: quotation.currency,
    departure_date: quotation.departure_date,
    departure_time: quotation.departure_time,
    travelers: String(quotation.travelers),
    luggage: String(quotation.luggage),
    valid_until: quotation.valid_until,
    lines: quotation.items.map((item) =>
      newLine({
        productId: item.product_id,
        optionId: item.product_option_id,
        quantity: String(item.quantity),
        unitPrice: String(item.unit_price),
      }),
    ),
  };
}

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** What the server is sent (the contract checks it before it goes). */
export function bodyOf(values: EditorValues): WriteQuotationBody {
  return {
    member_email: values.member_email.trim(),
    title: values.title,
    message: values.message,
    currency: values.currency,
    departure_date: values.departure_date,
    departure_time: values.departure_time,
    travelers: numberOf(values.travelers),
    luggage: numberOf(values.luggage),
    valid_until: values.valid_until,
    items: values.lines.map((line) => ({
      product_option_id: line.optionId ?? 0,
      quantity: numberOf(line.quantity),
      unit_price: numberOf(line.unitPrice),
    })),
  };
}

/**
 * A contract issue on a field of the editor (`items.0.unit_price` for a line's price, else the body's own name),
 * with what its words depend on (zod's own texts are English, so the page says them from its rule).
 */
export type EditorIssue = {
  field: string;
  message: string;
  code?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
};

/** The contract's issues of the editor's values, each on its field (the lines' by index). */
export function editorIssues(values: EditorValues): { issues: EditorIssue[]; body: WriteQuotationBody | null } {
  const body = bodyOf(values);
  const parsed = WriteQuotationBodySchema.safeParse(body);
  if (parsed.success) return { issues: [], body };
  return {
    issues: parsed.error.issues.map((issue) => ({
      field: issue.path.join("."),
      message: issue.message,
      code: issue.code,
      origin: "origin" in issue ? issue.origin : undefined,
      minimum: "minimum" in issue ? issue.minimum : undefined,
      maximum: "maximum" in issue ? issue.maximum : undefined,
      format: "format" in issue ? issue.format : undefined,
    })),
    body: null,
  };
}
