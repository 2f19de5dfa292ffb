import { PassHolderBodySchema } from "@contracts/passes";
import type { Translate } from "@lib/i18n/feature-text";
import { z } from "zod";

/** The contract's longest holder name (what a passport's machine-readable zone and the database take). */
export const HOLDER_MAX = PassHolderBodySchema.shape.holder.maxLength ?? 100;

/** The holder correction's form: the contract's rule on the name, in the page's words, with the typed text trimmed. */
export function holderFormSchema(t: Translate) {
  return z.object({
    holder: z
      .string()
      .trim()
      .min(1, t("apiMessages.holderRequired"))
      .max(HOLDER_MAX, t("shared.tooLong", { max: HOLDER_MAX })),
  });
}
export type HolderFormValues = z.input<ReturnType<typeof holderFormSchema>>;
