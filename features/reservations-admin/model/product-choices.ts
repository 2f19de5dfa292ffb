import type { ComboboxOption } from "@ds";
import type { Lang } from "@lib/i18n/locale";

/** A product the list can be narrowed to: its id and both names. */
export type ProductChoice = { id: number; name_en: string; name_ko: string };

const nameIn = (product: ProductChoice, lang: Lang) => (lang === "ko" ? product.name_ko : product.name_en);
const otherName = (product: ProductChoice, lang: Lang) => (lang === "ko" ? product.name_en : product.name_ko);

/**
 * The picker's options: each product by its name in the page's language, sorted by that name (the language's
 * order, then the id), found by its other name and its number too. Two products of one name say their numbers.
 * A chosen product the list does not hold comes first, by the name read for it or, unknown, by `unknown(id)`.
 */
export function productOptions(
  products: readonly ProductChoice[],
  lang: Lang,
  chosen: { id: number; product: ProductChoice | null } | null,
  unknown: (id: number) => string,
): ComboboxOption[] {
  const collator = new Intl.Collator(lang === "ko" ? "ko" : "en", { sensitivity: "base", numeric: true });
  const sorted = [...products].sort(
    (a, b) => collator.compare(nameIn(a, lang).trim(), nameIn(b, lang).trim()) || a.id - b.id,
  );
  const seen = new Map<string, number>();
  for (const product of sorted) {
    const key = nameIn(product, lang).trim().toLocaleLowerCase(lang);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const option = (product: ProductChoice): ComboboxOption => {
    const name = nameIn(product, lang).trim();
    const twice = (seen.get(name.toLocaleLowerCase(lang)) ?? 0) > 1;
    return {
      value: String(product.id),
      label: twice ? `${name} (#${product.id})` : name,
      keywords: [otherName(product, lang), `#${product.id}`],
    };
  };
  const options = sorted.map(option);
  if (chosen && !products.some((product) => product.id === chosen.id)) {
    options.unshift(
      chosen.product
        ? option(chosen.product)
        : { value: String(chosen.id), label: unknown(chosen.id), keywords: [`#${chosen.id}`] },
    );
  }
  return options;
}
