import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../seed-data";

const file = (image: string) => path.resolve("public", `.${image}`);

describe("the seeded products' pictures", () => {
  it("give each festival a card picture of its own, which no other product's card shows", () => {
    const cards = SEED_PRODUCTS.map((product) => ({ slug: product.slug, kind: product.kind, card: product.images[0] }));
    for (const festival of cards.filter((product) => product.kind === "festival")) {
      const others = cards.filter((product) => product.slug !== festival.slug && product.card === festival.card);
      expect(
        others.map((product) => product.slug),
        festival.slug,
      ).toEqual([]);
    }
  });

  it("show the mud festival in mud, not a sailboat", () => {
    const mud = SEED_PRODUCTS.find((product) => product.slug === "boryeong-mud-festival");
    const card = mud?.images[0] ?? "";
    expect(readFileSync(file(card), "utf8")).toMatch(/<title id="t">[^<]*mud/i);
  });

  it("point at pictures that exist", () => {
    for (const product of SEED_PRODUCTS) {
      for (const image of product.images) expect(existsSync(file(image)), `${product.slug} ${image}`).toBe(true);
    }
  });
});
