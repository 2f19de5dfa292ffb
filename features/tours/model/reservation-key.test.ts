// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  RESERVATION_KEY_STORAGE,
  payingNumber,
  rememberPaying,
  forgetReservationKey,
  readReservationKey,
  storeReservationKey,
} from "./reservation-key";

const NOW = new Date("2026-05-15T10:00:00+09:00");
const LATER = "2026-05-15T12:00:00+09:00";

beforeEach(() => sessionStorage.clear());

describe("a guest's reservation key", () => {
  it("is kept per reservation number in session storage and read back", () => {
    storeReservationKey("R260515-ABC234", { key: "k1", key_expires_at: LATER });
    storeReservationKey("R260515-XYZ789", { key: "k2", key_expires_at: LATER });
    expect(sessionStorage.getItem(`${RESERVATION_KEY_STORAGE}R260515-ABC234`)).toContain("k1");
    expect(readReservationKey("R260515-ABC234", NOW)).toBe("k1");
    expect(readReservationKey("R260515-XYZ789", NOW)).toBe("k2");
    expect(localStorage.length).toBe(0);
  });

  it("finds the key whatever the case the number is typed in", () => {
    storeReservationKey("r260515-abc234", { key: "k1", key_expires_at: LATER });
    expect(readReservationKey("R260515-ABC234", NOW)).toBe("k1");
  });

  it("gives nothing for an unknown number, and a newer key replaces the old", () => {
    expect(readReservationKey("R260515-ABC234", NOW)).toBeNull();
    storeReservationKey("R260515-ABC234", { key: "old", key_expires_at: LATER });
    storeReservationKey("R260515-ABC234", { key: "new", key_expires_at: LATER });
    expect(readReservationKey("R260515-ABC234", NOW)).toBe("new");
  });

  it("does not offer an expired key, and forgets it", () => {
    storeReservationKey("R260515-ABC234", { key: "k1", key_expires_at: "2026-05-15T09:59:59+09:00" });
    expect(readReservationKey("R260515-ABC234", NOW)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("ignores what is not a key (a damaged entry)", () => {
    sessionStorage.setItem(`${RESERVATION_KEY_STORAGE}R260515-ABC234`, "not json");
    expect(readReservationKey("R260515-ABC234", NOW)).toBeNull();
    sessionStorage.setItem(`${RESERVATION_KEY_STORAGE}R260515-ABC234`, JSON.stringify({ key: "", expires_at: LATER }));
    expect(readReservationKey("R260515-ABC234", NOW)).toBeNull();
  });

  it("forgets a refused key, but not a newer one stored meanwhile", () => {
    storeReservationKey("R260515-ABC234", { key: "old", key_expires_at: LATER });
    forgetReservationKey("R260515-ABC234", "old");
    expect(readReservationKey("R260515-ABC234", NOW)).toBeNull();
    storeReservationKey("R260515-ABC234", { key: "new", key_expires_at: LATER });
    forgetReservationKey("R260515-ABC234", "old");
    expect(readReservationKey("R260515-ABC234", NOW)).toBe("new");
  });

  it("works without storage (privacy mode): nothing kept, nothing thrown", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => storeReservationKey("R260515-ABC234", { key: "k", key_expires_at: LATER }, broken)).not.toThrow();
    expect(readReservationKey("R260515-ABC234", NOW, broken)).toBeNull();
    expect(() => forgetReservationKey("R260515-ABC234", "k", broken)).not.toThrow();
    expect(readReservationKey("R260515-ABC234", NOW, null)).toBeNull();
  });
});

describe("the reservation being paid", () => {
  it("is remembered for the provider's return, in capitals, and replaced by the next", () => {
    expect(payingNumber()).toBeNull();
    rememberPaying("r260515-abc234");
    expect(payingNumber()).toBe("R260515-ABC234");
    rememberPaying("R260515-XYZ789");
    expect(payingNumber()).toBe("R260515-XYZ789");
    expect(payingNumber(null)).toBeNull();
  });
});
