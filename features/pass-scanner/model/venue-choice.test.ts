import { memoryStore } from "@blocks/qr-scanner";
import { describe, expect, it } from "vitest";
import { MUSEUM, OPERATOR_SCANNER, PALACE, PARTNER_SCANNER } from "../mocks/fixtures";
import { VENUE_KEY, rememberVenue, rememberedVenue, venueOf } from "./venue-choice";

describe("the venue scanned for", () => {
  it("is a partner's own venue, whatever this device remembers", () => {
    expect(venueOf(PARTNER_SCANNER, null)).toEqual(PALACE);
    expect(venueOf(PARTNER_SCANNER, MUSEUM.id)).toEqual(PALACE);
    expect(venueOf({ role: "partner", venues: [] }, null)).toBeNull();
  });

  it("is the operator's choice while it is still a venue, else none until they choose", () => {
    expect(venueOf(OPERATOR_SCANNER, null)).toBeNull();
    expect(venueOf(OPERATOR_SCANNER, MUSEUM.id)).toEqual(MUSEUM);
    expect(venueOf(OPERATOR_SCANNER, 999)).toBeNull();
  });

  it("is remembered on the device for next time", () => {
    const store = memoryStore();
    expect(rememberedVenue(store)).toBeNull();
    rememberVenue(store, MUSEUM.id);
    expect(store.getItem(VENUE_KEY)).toBe(String(MUSEUM.id));
    expect(rememberedVenue(store)).toBe(MUSEUM.id);
  });

  it("reads nothing from a kept value that is no venue id, or a device that refuses storage", () => {
    const store = memoryStore();
    for (const kept of ["", "abc", "-3", "2.5"]) {
      store.setItem(VENUE_KEY, kept);
      expect(rememberedVenue(store)).toBeNull();
    }
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => undefined,
    };
    expect(rememberedVenue(refusing)).toBeNull();
    expect(() => rememberVenue(refusing, 3)).not.toThrow();
  });
});
