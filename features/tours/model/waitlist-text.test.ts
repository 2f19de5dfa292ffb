import { TOUR_MESSAGES } from "@contracts/tours";
import { WAITLIST_MESSAGES } from "@contracts/tours-waitlist";
import { describe, expect, it } from "vitest";
import { waitlistMessage } from "./waitlist-text";

const t = (key: string) => `[${key}]`;

describe("waitlistMessage", () => {
  it("puts the contract's words in the page's language and leaves others as they came", () => {
    expect(waitlistMessage(WAITLIST_MESSAGES.offerGone, t)).toBe("[messages.offerGone]");
    expect(waitlistMessage(TOUR_MESSAGES.departureClosed, t)).toBe("[messages.closed]");
    expect(waitlistMessage("Something else.", t)).toBe("Something else.");
  });
});
