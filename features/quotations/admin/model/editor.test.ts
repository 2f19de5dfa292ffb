import { describe, expect, it } from "vitest";
import { blankEditor, bodyOf, editorIssues, newLine } from "./editor";

describe("the quotation editor's values", () => {
  it("sends what was typed, numbers as numbers", () => {
    const values = {
      ...blankEditor(),
      member_email: " mina@example.com ",
      title: "Seoul by night",
      departure_date: "2026-06-10",
      departure_time: "09:30",
      valid_until: "2026-06-01",
      lines: [newLine({ productId: 31, optionId: 7, quantity: "2", unitPrice: "45.5" })],
    };
    expect(bodyOf(values)).toMatchObject({
      member_email: "mina@example.com",
      travelers: 2,
      luggage: 0,
      items: [{ product_option_id: 7, quantity: 2, unit_price: 45.5 }],
    });
    expect(editorIssues(values).issues).toEqual([]);
  });

  it("puts each problem on its field, a line's by its index", () => {
    const { issues, body } = editorIssues({ ...blankEditor(), lines: [newLine({ unitPrice: "" })] });
    expect(body).toBeNull();
    const fields = issues.map((issue) => issue.field);
    expect(fields).toContain("member_email");
    expect(fields).toContain("title");
    expect(fields).toContain("items.0.product_option_id");
    expect(fields).toContain("items.0.unit_price");
  });
});
