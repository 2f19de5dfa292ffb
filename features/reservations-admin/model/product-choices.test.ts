import { describe, expect, it } from "vitest";
import { type ProductChoice, productOptions } from "./product-choices";

const products: ProductChoice[] = [
  { id: 12, name_en: "Andong Hahoe Village Walk", name_ko: "안동 하회마을 산책" },
  { id: 3, name_en: "DMZ Day Tour", name_ko: "DMZ 당일 투어" },
  { id: 5, name_en: "seoul night food walk", name_ko: "서울 야간 미식 투어" },
  { id: 9, name_en: "Busan Harbour Cruise", name_ko: "부산 항구 크루즈" },
];
const unknown = (id: number) => `Product #${id}`;

describe("the product picker's options", () => {
  it("sorts by the page's language's name, whatever the case, and finds a product by its other name or number", () => {
    const english = productOptions(products, "en", null, unknown);
    expect(english.map((option) => option.label)).toEqual([
      "Andong Hahoe Village Walk",
      "Busan Harbour Cruise",
      "DMZ Day Tour",
      "seoul night food walk",
    ]);
    expect(english[0]).toEqual({
      value: "12",
      label: "Andong Hahoe Village Walk",
      keywords: ["안동 하회마을 산책", "#12"],
    });
    const korean = productOptions(products, "ko", null, unknown);
    // Korean's order puts Hangul before Latin letters
    expect(korean.map((option) => option.label)).toEqual([
      "부산 항구 크루즈",
      "서울 야간 미식 투어",
      "안동 하회마을 산책",
      "DMZ 당일 투어",
    ]);
    expect(korean[0]?.keywords).toEqual(["Busan Harbour Cruise", "#9"]);
  });

  it("says the numbers of two products of one name, in the order of their numbers", () => {
    const twins = [
      { id: 21, name_en: "City Tour ", name_ko: "시티 투어" },
      { id: 20, name_en: "city tour", name_ko: "시티 투어 (야간)" },
    ];
    expect(productOptions(twins, "en", null, unknown).map((option) => option.label)).toEqual([
      "city tour (#20)",
      "City Tour (#21)",
    ]);
    expect(productOptions(twins, "ko", null, unknown).map((option) => option.label)).toEqual([
      "시티 투어",
      "시티 투어 (야간)",
    ]);
  });

  it("puts a chosen product the list does not hold first: by its name when read, else by its number", () => {
    const read = { id: 40, name_en: "Gyeongju Night Palace", name_ko: "경주 야간 궁궐" };
    expect(productOptions(products, "en", { id: 40, product: read }, unknown)[0]).toEqual({
      value: "40",
      label: "Gyeongju Night Palace",
      keywords: ["경주 야간 궁궐", "#40"],
    });
    expect(productOptions(products, "en", { id: 99, product: null }, unknown)[0]).toEqual({
      value: "99",
      label: "Product #99",
      keywords: ["#99"],
    });
    expect(productOptions([], "en", { id: 99, product: null }, unknown)).toHaveLength(1);
    // a chosen product the list holds is not added twice
    expect(productOptions(products, "en", { id: 3, product: null }, unknown)).toHaveLength(products.length);
  });
});
