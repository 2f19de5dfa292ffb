import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox } from "./combobox";
import { type ComboboxOption, filterComboboxOptions, hangulInitials, normalizeForSearch } from "./combobox-filter";
import { countryOptions } from "./combobox.fixtures";

afterEach(cleanup);

const labels = (options: ComboboxOption[]) => options.map((option) => option.label);

describe("normalizeForSearch", () => {
  it("folds case, drops accents, collapses spaces", () => {
    expect(normalizeForSearch("  Côte  d'Ivoire ")).toBe("cote d'ivoire");
    expect(normalizeForSearch("TÜRKİYE")).toBe(normalizeForSearch("turkiye"));
    expect(normalizeForSearch("ＡＢＣ")).toBe("abc");
  });

  it("splits Hangul into letters, so a syllable being composed is a prefix of the finished one", () => {
    expect(normalizeForSearch("대한").startsWith(normalizeForSearch("대하"))).toBe(true);
    expect(normalizeForSearch("대한민국").startsWith(normalizeForSearch("ㄷ"))).toBe(true);
  });
});

describe("hangulInitials", () => {
  it("keeps the first consonant of each syllable and leaves other text alone", () => {
    expect(hangulInitials("대한민국")).toBe("ㄷㅎㅁㄱ");
    expect(hangulInitials("남아프리카 공화국")).toBe("ㄴㅇㅍㄹㅋ ㄱㅎㄱ");
    expect(hangulInitials("Seoul 서울")).toBe("Seoul ㅅㅇ");
  });
});

describe("filterComboboxOptions", () => {
  const en = countryOptions("en");
  const ko = countryOptions("ko");

  it("keeps everything for an empty query", () => {
    expect(filterComboboxOptions(en, "  ")).toHaveLength(60);
  });

  it("is case and accent insensitive", () => {
    expect(labels(filterComboboxOptions(en, "COTE"))).toEqual(["Côte d'Ivoire"]);
    expect(labels(filterComboboxOptions(en, "turk"))).toEqual(["Türkiye"]);
    expect(labels(filterComboboxOptions(en, "principe"))).toEqual(["São Tomé and Príncipe"]);
  });

  it("puts names starting with the query before names containing it", () => {
    expect(labels(filterComboboxOptions(en, "in")).slice(0, 2)).toEqual(["India", "Indonesia"]);
    expect(labels(filterComboboxOptions(en, "in"))).toContain("Argentina");
    expect(labels(filterComboboxOptions(en, "in")).indexOf("Argentina")).toBeGreaterThan(1);
  });

  it("matches Korean syllables, half-typed syllables and initials", () => {
    expect(labels(filterComboboxOptions(ko, "대한"))).toEqual(["대한민국"]);
    expect(labels(filterComboboxOptions(ko, "대하"))).toEqual(["대한민국"]);
    expect(labels(filterComboboxOptions(ko, "ㄷㅁ"))).toEqual(["대만", "덴마크"]);
    expect(labels(filterComboboxOptions(ko, "ㄴㅇㅍ"))).toEqual(["남아프리카 공화국"]);
  });

  it("finds an option by its keywords (the other language's name, the code)", () => {
    expect(labels(filterComboboxOptions(ko, "japan"))).toEqual(["일본"]);
    expect(labels(filterComboboxOptions(en, "일본"))).toEqual(["Japan"]);
    expect(labels(filterComboboxOptions(en, "kr"))).toContain("Korea, Republic of");
  });

  it("returns nothing when nothing matches", () => {
    expect(filterComboboxOptions(en, "Atlantis")).toEqual([]);
  });
});

describe("Combobox", () => {
  const options = [
    { value: "a", label: "Apple" },
    { value: "b", label: "Banana", disabled: true },
    { value: "c", label: "Cherry" },
  ];

  it("skips disabled options with the arrows and picks with Enter", () => {
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Fruit" options={options} onValueChange={onValueChange} />);
    const input = screen.getByRole("combobox", { name: "Fruit" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const active = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("Cherry");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onValueChange).toHaveBeenCalledWith("c");
    expect((input as HTMLInputElement).value).toBe("Cherry");
  });

  it("follows a controlled value and submits it through a hidden input", () => {
    const { rerender, container } = render(
      <Combobox aria-label="Fruit" name="fruit" options={options} value="a" onValueChange={() => {}} />,
    );
    expect(screen.getByRole<HTMLInputElement>("combobox").value).toBe("Apple");
    rerender(<Combobox aria-label="Fruit" name="fruit" options={options} value="c" onValueChange={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>("combobox").value).toBe("Cherry");
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="fruit"]')?.value).toBe("c");
  });

  it("does not pick while a Korean syllable is being composed", () => {
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Fruit" options={options} onValueChange={onValueChange} />);
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "App" } });
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onValueChange).toHaveBeenCalledWith("a");
  });
});
