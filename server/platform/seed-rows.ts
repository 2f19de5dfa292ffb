/** A seed's text in English and Korean. */
export type Bilingual = readonly [en: string, ko: string];

/** The two columns a table keeps each text in: `title` becomes `titleEn` and `titleKo`. */
export type TextColumns<T> = { [K in keyof T & string as `${K}En`]: string } & {
  [K in keyof T & string as `${K}Ko`]: string;
};

/**
 * A seed's `[English, Korean]` texts as the table's columns, two a text: `{ title: ["Tour", "투어"] }` becomes
 * `{ titleEn: "Tour", titleKo: "투어" }`. Every seed that writes bilingual rows spreads it into the row.
 */
export function textColumns<T extends Record<string, Bilingual>>(texts: T): TextColumns<T> {
  const columns: Record<string, string> = {};
  for (const [name, [en, ko]] of Object.entries(texts)) {
    columns[`${name}En`] = en;
    columns[`${name}Ko`] = ko;
  }
  return columns as TextColumns<T>;
}
