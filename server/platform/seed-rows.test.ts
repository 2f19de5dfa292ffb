import { describe, expect, it } from "vitest";
import { textColumns } from "./seed-rows";

describe("textColumns", () => {
  it("writes each [English, Korean] text into its two columns", () => {
    expect(
      textColumns({ title: ["Night tour", "야간 투어"], openingHours: ["09:00-18:00", "09:00-18:00 (월 휴무)"] }),
    ).toEqual({
      titleEn: "Night tour",
      titleKo: "야간 투어",
      openingHoursEn: "09:00-18:00",
      openingHoursKo: "09:00-18:00 (월 휴무)",
    });
  });

  it("keeps empty texts and gives no columns for no texts", () => {
    expect(textColumns({ note: ["", ""] })).toEqual({ noteEn: "", noteKo: "" });
    expect(textColumns({})).toEqual({});
  });
});
