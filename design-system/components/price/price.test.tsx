import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import koDates from "../../../locales/ko/ds-dates.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { currencySymbol, formatPrice } from "./format-price";
import { Price, priceVariants } from "./price";

afterEach(cleanup);

describe("formatPrice", () => {
  it("writes USD with $ and cents only when there are cents", () => {
    expect(formatPrice(49, "USD", "en")).toBe("$49");
    expect(formatPrice(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatPrice(1234.56, "USD", "en")).toBe("$1,234.56");
    expect(formatPrice(0, "USD", "en")).toBe("$0");
    expect(formatPrice(1000000, "USD", "en")).toBe("$1,000,000");
  });

  it("rounds USD to the cent before deciding on decimals", () => {
    expect(formatPrice(49.999, "USD", "en")).toBe("$50");
    expect(formatPrice(49.004, "USD", "en")).toBe("$49");
    expect(formatPrice(0.1 + 0.2, "USD", "en")).toBe("$0.30");
  });

  it("writes KRW with ₩, thousands separators and no decimals", () => {
    expect(formatPrice(1465000, "KRW", "en")).toBe("₩1,465,000");
    expect(formatPrice(1465000, "KRW", "ko")).toBe("₩1,465,000");
    expect(formatPrice(999.6, "KRW", "ko")).toBe("₩1,000");
    expect(formatPrice(0, "KRW", "ko")).toBe("₩0");
  });

  it("uses the narrow dollar sign in Korean too (not US$)", () => {
    expect(formatPrice(49, "USD", "ko")).toBe("$49");
    expect(formatPrice(1234.5, "USD", "ko")).toBe("$1,234.50");
  });

  it("writes refunds with a minus and never a negative zero", () => {
    expect(formatPrice(-49, "USD", "en")).toBe("-$49");
    expect(formatPrice(-0.001, "USD", "en")).toBe("$0");
    expect(formatPrice(-0.4, "KRW", "ko")).toBe("₩0");
  });
});

describe("currencySymbol", () => {
  it("follows the spec: dollar sign if USD, else won sign", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("KRW")).toBe("₩");
    expect(currencySymbol("")).toBe("₩");
  });
});

describe("Price", () => {
  it("shows the price with the size variant", () => {
    const { container } = render(<Price amount={49} currency="USD" size="lg" />);
    const price = container.querySelector('[data-slot="price"]')!;
    expect(price.textContent).toBe("$49");
    expect(price.className).toContain("text-2xl");
    expect(priceVariants()).toBe(priceVariants({ size: "md" }));
  });

  it("strikes the original price and names both for screen readers", () => {
    const { container } = render(<Price amount={49} originalAmount={59} currency="USD" />);
    expect(container.querySelector("s")?.textContent).toBe("$59");
    expect(container.textContent).toBe("Current price $49 Original price $59");
  });

  it("shows no original price when it equals the price", () => {
    const { container } = render(<Price amount={49} originalAmount={49} currency="USD" />);
    expect(container.querySelector("s")).toBeNull();
    expect(container.textContent).toBe("$49");
  });

  it("writes a starting price in each language", () => {
    const { container } = render(
      <>
        <Price amount={49} currency="USD" from />
        <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, dates: koDates }}>
          <Price amount={49} currency="USD" from />
          <Price amount={1465000} currency="KRW" from />
        </DsLocaleProvider>
      </>,
    );
    const prices = [...container.querySelectorAll('[data-slot="price"]')].map((p) => p.textContent);
    expect(prices).toEqual(["From $49", "$49부터", "₩1,465,000부터"]);
  });
});
