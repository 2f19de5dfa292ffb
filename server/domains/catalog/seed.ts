import type { ProductKind } from "@contracts/catalog";
import { addDays, shopToday } from "@contracts/reservations";
import { toMinor } from "@contracts/money";
import { productOptions, products } from "./tables";
import { KIND_NOTES, SEED_PRODUCTS } from "./seed-data";
import { daysFrom } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";
import { textColumns } from "../../platform/seed-rows";

/**
 * What an operator sets on each demo option (ADR 0013): a time in its name is its one departure ("Evening walk
 * (19:00)"), evening and night options leave at 19:00, the rest at the kind's usual times; an option "(up to N)"
 * is sold by the group of N, every other one per traveller. Migration 0007 applies the same rules to older data.
 */
export function optionTerms(
  kind: ProductKind,
  nameEn: string,
): { pricing: "per_person" | "per_group"; groupSize: number | null; departureTimes: string[] } {
  const named = /\((\d{2}:\d{2})\)/.exec(nameEn)?.[1];
  const departureTimes = named
    ? [named]
    : /evening|night/i.test(nameEn)
      ? ["19:00"]
      : kind === "tour"
        ? ["09:00", "10:00", "14:00"]
        : kind === "festival"
          ? ["10:00", "14:00"]
          : ["10:00", "13:00", "15:00"];
  const group = /up to (\d+)/.exec(nameEn)?.[1];
  return group
    ? { pricing: "per_group", groupSize: Number(group), departureTimes }
    : { pricing: "per_person", groupSize: null, departureTimes };
}

const FEATURED_RANK = 10;
const PLAIN_RANK = 100;

/** The demo catalogue: products, their dated options and images. Dates count from the seeding day in Korea. */
export const CATALOG_SEED_STEPS: SeedStep[] = [
  {
    name: "catalog-v1",
    run: async (tx) => {
      const now = new Date();
      const today = shopToday(now);
      const day = (offset: number) => addDays(today, offset);
      const rows = SEED_PRODUCTS.map((product, index) => {
        const [noteEn, noteKo] = KIND_NOTES[product.kind];
        return {
          slug: product.slug,
          kind: product.kind,
          category: product.category,
          region: product.region,
          ...textColumns({ name: product.name, summary: product.summary, location: product.location }),
          descriptionEn: `${product.story[0]}\n\n${noteEn}`,
          descriptionKo: `${product.story[1]}\n\n${noteKo}`,
          images: [...product.images],
          featured: product.featured ?? false,
          rank: (product.featured ? FEATURED_RANK : PLAIN_RANK) + index,
          salesStart: product.salesStartIn === undefined ? null : day(product.salesStartIn),
          closedDates: (product.closedIn ?? []).map(day),
          // Spread over the past weeks so "newest" has an order of its own.
          createdAt: daysFrom(now, -(((index * 7) % 45) + 1)),
        };
      });
      // One statement keeps the array order, so the first product is id 1 on a fresh database.
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
      const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
      const options = SEED_PRODUCTS.flatMap((product) => {
        const productId = idBySlug.get(product.slug);
        if (productId === undefined) throw new Error(`seed: product ${product.slug} was not inserted`);
        return product.options.map(([name, fromDay, toDay, price, currency, capacity, bookable], index) => ({
          productId,
          ...textColumns({ name }),
          startDate: day(fromDay),
          endDate: day(toDay),
          priceMinor: toMinor(price, currency),
          currency,
          capacity,
          bookable: bookable ?? true,
          sortOrder: (index + 1) * 10,
          ...optionTerms(product.kind, name[0]),
        }));
      });
      await tx.insert(productOptions).values(options);
    },
  },
];
