import type { AdminReservation } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import { decisionsFor } from "./decisions";

const of = (status: AdminReservation["status"], refundable = 120) => ({ status, refundable }) as AdminReservation;
const operator = { canWrite: true, canMoveMoney: true };
const clerk = { canWrite: true, canMoveMoney: false };
const viewer = { canWrite: false, canMoveMoney: false };

describe("decisionsFor", () => {
  it("offers what the status allows and the role permits", () => {
    expect(decisionsFor(of("waiting", 0), operator)).toEqual(["deposit"]);
    expect(decisionsFor(of("waiting", 0), clerk)).toEqual(["deposit"]);
    expect(decisionsFor(of("cancel_requested"), operator)).toEqual(["approve", "refuse"]);
    expect(decisionsFor(of("cancel_requested"), clerk)).toEqual(["refuse"]);
    expect(decisionsFor(of("confirmed"), operator)).toEqual(["refund"]);
    expect(decisionsFor(of("confirmed"), clerk)).toEqual([]);
    expect(decisionsFor(of("confirmed", 0), operator)).toEqual([]);
    expect(decisionsFor(of("cancelled", 0), operator)).toEqual([]);
  });

  it("offers a viewer nothing", () => {
    for (const status of ["waiting", "cancel_requested", "confirmed"] as const) {
      expect(decisionsFor(of(status), viewer)).toEqual([]);
    }
  });
});
