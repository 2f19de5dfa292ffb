import { describe, expect, it } from "vitest";
import { ticketImageName, wrapText } from "./ticket-image";

// one unit per character, as a monospaced font would measure
const measure = (text: string) => text.length;

describe("wrapText", () => {
  it("breaks between words and keeps each line within the width", () => {
    const lines = wrapText("Royal palaces of Seoul by moonlight", 15, measure);
    expect(lines).toEqual(["Royal palaces", "of Seoul by", "moonlight"]);
    expect(lines.every((line) => line.length <= 15)).toBe(true);
  });

  it("cuts a word longer than the line by characters", () => {
    expect(wrapText("경복궁과북촌한옥마을산책", 5, measure)).toEqual(["경복궁과북", "촌한옥마을", "산책"]);
  });

  it("gives no line for empty text", () => {
    expect(wrapText("  ", 10, measure)).toEqual([]);
  });
});

describe("ticketImageName", () => {
  it("names the file by reservation and traveller, never by the token", () => {
    expect(ticketImageName({ reservation_number: "R260515-ABC234", traveler: 2 })).toBe("ticket-R260515-ABC234-2.png");
  });
});
