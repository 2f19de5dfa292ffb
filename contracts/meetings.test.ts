import { describe, expect, it } from "vitest";
import {
  type BookingBlocker,
  type BookingCheckInput,
  bookingBlocker,
  blockerMessage,
  csvField,
  isBooked,
  MEETING_MESSAGES,
  type MeetingStatus,
  MeetingRecordBodySchema,
  participantActions,
  RECORD_MESSAGES,
  type RequestCheckInput,
  requestBlocker,
  slotReason,
} from "./meetings";

const BUYER = 1;
const SELLER = 2;
const SLOT = 10;
const OTHER_SLOT = 11;

const input = (overrides: Partial<BookingCheckInput> = {}): BookingCheckInput => ({
  slot: { id: SLOT, active: true },
  buyerId: BUYER,
  sellerId: SELLER,
  unavailable: [],
  booked: [],
  ...overrides,
});

const meeting = (id: number, slotId: number, buyerId: number, sellerId: number) => ({ id, slotId, buyerId, sellerId });

describe("bookingBlocker", () => {
  it("lets a meeting be booked when nothing stands against it", () => {
    expect(bookingBlocker(input())).toBeNull();
  });

  it("refuses a slot the organiser closed", () => {
    expect(bookingBlocker(input({ slot: { id: SLOT, active: false } }))).toEqual({ code: "slot_inactive" });
  });

  it("refuses when the buyer or the seller marked the slot unavailable", () => {
    expect(bookingBlocker(input({ unavailable: [{ companyId: BUYER, slotId: SLOT }] }))).toEqual({
      code: "unavailable",
      party: "buyer",
    });
    expect(bookingBlocker(input({ unavailable: [{ companyId: SELLER, slotId: SLOT }] }))).toEqual({
      code: "unavailable",
      party: "seller",
    });
  });

  it("ignores unavailable marks on other slots or of other companies", () => {
    const unavailable = [
      { companyId: BUYER, slotId: OTHER_SLOT },
      { companyId: SELLER, slotId: OTHER_SLOT },
      { companyId: 99, slotId: SLOT },
    ];
    expect(bookingBlocker(input({ unavailable }))).toBeNull();
  });

  it("refuses when the buyer or the seller has a booked meeting in the slot", () => {
    expect(bookingBlocker(input({ booked: [meeting(5, SLOT, BUYER, 77)] }))).toEqual({ code: "busy", party: "buyer" });
    expect(bookingBlocker(input({ booked: [meeting(5, SLOT, 77, SELLER)] }))).toEqual({
      code: "busy",
      party: "seller",
    });
  });

  it("does not count a company's meeting on the other side of the table as busy in its role", () => {
    // company 1 as a seller elsewhere is not the buyer 1 of this meeting's column
    expect(bookingBlocker(input({ booked: [meeting(5, SLOT, 77, BUYER)] }))).toBeNull();
  });

  it("refuses when the same pair already has a booked meeting in another slot", () => {
    expect(bookingBlocker(input({ booked: [meeting(5, OTHER_SLOT, BUYER, SELLER)] }))).toEqual({
      code: "pair_booked",
    });
  });

  it("allows other meetings of either company in other slots", () => {
    const booked = [meeting(5, OTHER_SLOT, BUYER, 77), meeting(6, OTHER_SLOT, 78, SELLER)];
    expect(bookingBlocker(input({ booked }))).toBeNull();
  });

  it("leaves out the meeting being decided", () => {
    const booked = [meeting(5, SLOT, BUYER, SELLER)];
    expect(bookingBlocker(input({ booked, meetingId: 5 }))).toBeNull();
    expect(bookingBlocker(input({ booked, meetingId: 6 }))).toEqual({ code: "busy", party: "buyer" });
  });

  it("reports the first blocker in order: closed, buyer unavailable, seller unavailable, busy, pair", () => {
    const everything = input({
      slot: { id: SLOT, active: false },
      unavailable: [
        { companyId: SELLER, slotId: SLOT },
        { companyId: BUYER, slotId: SLOT },
      ],
      booked: [meeting(5, SLOT, 77, SELLER), meeting(6, SLOT, BUYER, 78), meeting(7, OTHER_SLOT, BUYER, SELLER)],
    });
    const steps: BookingBlocker[] = [
      { code: "slot_inactive" },
      { code: "unavailable", party: "buyer" },
      { code: "unavailable", party: "seller" },
      { code: "busy", party: "buyer" },
      { code: "busy", party: "seller" },
      { code: "pair_booked" },
    ];
    let current = everything;
    for (const step of steps) {
      expect(bookingBlocker(current)).toEqual(step);
      current = lift(current, step);
    }
    expect(bookingBlocker(current)).toBeNull();
  });
});

/** The input without the given blocker's cause. */
function lift(value: BookingCheckInput, blocker: BookingBlocker): BookingCheckInput {
  switch (blocker.code) {
    case "slot_inactive":
      return { ...value, slot: { ...value.slot, active: true } };
    case "unavailable": {
      const id = blocker.party === "buyer" ? value.buyerId : value.sellerId;
      return { ...value, unavailable: value.unavailable.filter((u) => u.companyId !== id) };
    }
    case "busy": {
      const inSlot = (m: BookingCheckInput["booked"][number]) =>
        m.slotId === value.slot.id &&
        (blocker.party === "buyer" ? m.buyerId : m.sellerId) === value[`${blocker.party}Id`];
      return { ...value, booked: value.booked.filter((m) => !inSlot(m)) };
    }
    case "pair_booked":
      return {
        ...value,
        booked: value.booked.filter((m) => m.buyerId !== value.buyerId || m.sellerId !== value.sellerId),
      };
  }
}

describe("blockerMessage", () => {
  const unavailable = (party: "buyer" | "seller"): BookingBlocker => ({ code: "unavailable", party });
  const busy = (party: "buyer" | "seller"): BookingBlocker => ({ code: "busy", party });

  it("a closed slot reads the same for everyone", () => {
    for (const reader of ["buyer", "seller", "operator"] as const) {
      expect(blockerMessage({ code: "slot_inactive" }, reader)).toBe(MEETING_MESSAGES.slotInactive);
    }
  });

  it("speaks to a participant about itself or the other company", () => {
    expect(blockerMessage(unavailable("buyer"), "buyer")).toBe(MEETING_MESSAGES.selfUnavailable);
    expect(blockerMessage(unavailable("buyer"), "seller")).toBe(MEETING_MESSAGES.counterpartUnavailable);
    expect(blockerMessage(unavailable("seller"), "seller")).toBe(MEETING_MESSAGES.selfUnavailable);
    expect(blockerMessage(unavailable("seller"), "buyer")).toBe(MEETING_MESSAGES.counterpartUnavailable);
    expect(blockerMessage(busy("buyer"), "buyer")).toBe(MEETING_MESSAGES.selfBusy);
    expect(blockerMessage(busy("buyer"), "seller")).toBe(MEETING_MESSAGES.counterpartBusy);
    expect(blockerMessage(busy("seller"), "seller")).toBe(MEETING_MESSAGES.selfBusy);
    expect(blockerMessage(busy("seller"), "buyer")).toBe(MEETING_MESSAGES.counterpartBusy);
    expect(blockerMessage({ code: "pair_booked" }, "buyer")).toBe(MEETING_MESSAGES.pairBooked);
    expect(blockerMessage({ code: "pair_booked" }, "seller")).toBe(MEETING_MESSAGES.pairBooked);
  });

  it("names the buyer or the seller for an operator", () => {
    expect(blockerMessage(unavailable("buyer"), "operator")).toBe(MEETING_MESSAGES.buyerUnavailable);
    expect(blockerMessage(unavailable("seller"), "operator")).toBe(MEETING_MESSAGES.sellerUnavailable);
    expect(blockerMessage(busy("buyer"), "operator")).toBe(MEETING_MESSAGES.buyerBusy);
    expect(blockerMessage(busy("seller"), "operator")).toBe(MEETING_MESSAGES.sellerBusy);
    expect(blockerMessage({ code: "pair_booked" }, "operator")).toBe(MEETING_MESSAGES.pairBookedOperator);
  });
});

describe("participantActions", () => {
  const of = (
    status: MeetingStatus,
    me: "buyer" | "seller",
    requestedBy: "buyer" | "seller" | "operator" = "buyer",
    cancelRequestedBy: "buyer" | "seller" | null = null,
  ) => participantActions({ status, requestedBy, cancelRequestedBy }, me);

  it("a request: the requester may withdraw it, the receiver confirms or rejects", () => {
    expect(of("requested", "buyer", "buyer")).toEqual(["cancel"]);
    expect(of("requested", "seller", "buyer")).toEqual(["confirm", "reject"]);
    expect(of("requested", "seller", "seller")).toEqual(["cancel"]);
    expect(of("requested", "buyer", "seller")).toEqual(["confirm", "reject"]);
  });

  it("a request an operator set back to requested may be answered by either side", () => {
    expect(of("requested", "buyer", "operator")).toEqual(["confirm", "reject"]);
    expect(of("requested", "seller", "operator")).toEqual(["confirm", "reject"]);
  });

  it("a booked meeting: either side may ask to cancel it", () => {
    for (const status of ["confirmed", "admin_matching"] as const) {
      for (const me of ["buyer", "seller"] as const) {
        expect(of(status, me)).toEqual(["request_cancel"]);
        expect(of(status, me, "operator")).toEqual(["request_cancel"]);
      }
    }
  });

  it("a cancel request: the asking side waits, the other side accepts or declines", () => {
    expect(of("cancel_requested", "buyer", "buyer", "buyer")).toEqual([]);
    expect(of("cancel_requested", "seller", "buyer", "buyer")).toEqual(["accept_cancel", "decline_cancel"]);
    expect(of("cancel_requested", "seller", "buyer", "seller")).toEqual([]);
    expect(of("cancel_requested", "buyer", "buyer", "seller")).toEqual(["accept_cancel", "decline_cancel"]);
  });

  it("a rejected or canceled meeting allows nothing", () => {
    for (const status of ["rejected", "canceled"] as const) {
      for (const me of ["buyer", "seller"] as const) expect(of(status, me)).toEqual([]);
    }
  });

  it("booked means confirmed, matched or waiting on a cancel request", () => {
    const booked = (["requested", "confirmed", "rejected", "canceled", "cancel_requested", "admin_matching"] as const)
      .filter(isBooked)
      .sort();
    expect(booked).toEqual(["admin_matching", "cancel_requested", "confirmed"]);
  });
});

describe("the meeting record", () => {
  const held = {
    took_place: true,
    meeting_type: "on_site",
    main_content: "Packages for checkups",
    contract_possibility: "medium",
    client_importance: "high",
    visitor_scale: "under_1000",
    contract_amount: "over_100001",
    satisfaction: 5,
  };
  const issues = (value: unknown) => {
    const parsed = MeetingRecordBodySchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("a meeting that took place needs every answer", () => {
    expect(issues(held)).toEqual([]);
    expect(issues({ took_place: true })).toEqual([
      ["main_content", RECORD_MESSAGES.contentRequired],
      ["meeting_type", RECORD_MESSAGES.choiceRequired],
      ["contract_possibility", RECORD_MESSAGES.choiceRequired],
      ["client_importance", RECORD_MESSAGES.choiceRequired],
      ["visitor_scale", RECORD_MESSAGES.choiceRequired],
      ["contract_amount", RECORD_MESSAGES.choiceRequired],
      ["satisfaction", RECORD_MESSAGES.satisfactionRange],
    ]);
    expect(issues({ ...held, main_content: "   " })).toEqual([["main_content", RECORD_MESSAGES.contentRequired]]);
  });

  it("a meeting that did not take place needs only the reason", () => {
    expect(issues({ took_place: false, not_held_reason: "The buyer did not come" })).toEqual([]);
    expect(issues({ took_place: false })).toEqual([["not_held_reason", RECORD_MESSAGES.reasonRequired]]);
    expect(issues({ took_place: false, not_held_reason: "  " })).toEqual([
      ["not_held_reason", RECORD_MESSAGES.reasonRequired],
    ]);
  });

  it("asks whether it took place first", () => {
    expect(issues({})).toEqual([["took_place", RECORD_MESSAGES.tookPlaceRequired]]);
  });

  it("keeps satisfaction within 1 to 5 and the bands to the spec's lists", () => {
    expect(issues({ ...held, satisfaction: 0 })).toEqual([["satisfaction", RECORD_MESSAGES.satisfactionRange]]);
    expect(issues({ ...held, satisfaction: 6 })).toEqual([["satisfaction", RECORD_MESSAGES.satisfactionRange]]);
    expect(issues({ ...held, visitor_scale: "over_1000000" }).map(([path]) => path)).toEqual(["visitor_scale"]);
    expect(issues({ ...held, contract_amount: "a_lot" }).map(([path]) => path)).toEqual(["contract_amount"]);
  });
});

describe("csvField", () => {
  it("leaves plain values as they are and empties null", () => {
    expect(csvField("Seoul Clinic")).toBe("Seoul Clinic");
    expect(csvField(42)).toBe("42");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes fields with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvField("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvField("+82 10")).toBe("'+82 10");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("\tTAB")).toBe("'\tTAB");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it("leaves numbers alone even when negative", () => {
    expect(csvField(-5)).toBe("-5");
  });
});

describe("requestBlocker", () => {
  const req = (overrides: Partial<RequestCheckInput> = {}): RequestCheckInput => ({
    ...input(),
    me: "buyer",
    started: false,
    open: [],
    ...overrides,
  });
  const reason = (overrides: Partial<RequestCheckInput> = {}) => {
    const blocker = requestBlocker(req(overrides));
    return blocker && slotReason(blocker, overrides.me ?? "buyer");
  };

  it("lets a request through when nothing stands against it", () => {
    expect(requestBlocker(req())).toBeNull();
  });

  it("says why each refused slot is refused, as the requester reads it", () => {
    expect(reason({ started: true })).toBe("slot_started");
    expect(reason({ slot: { id: SLOT, active: false } })).toBe("slot_inactive");
    expect(reason({ unavailable: [{ companyId: BUYER, slotId: SLOT }] })).toBe("self_unavailable");
    expect(reason({ unavailable: [{ companyId: SELLER, slotId: SLOT }] })).toBe("counterpart_unavailable");
    expect(reason({ unavailable: [{ companyId: SELLER, slotId: SLOT }], me: "seller" })).toBe("self_unavailable");
    expect(reason({ booked: [meeting(5, SLOT, BUYER, 99)] })).toBe("self_busy");
    expect(reason({ booked: [meeting(5, SLOT, 98, SELLER)] })).toBe("counterpart_busy");
    // buyer1's case in the demo: it already meets this seller, in another slot
    expect(reason({ booked: [meeting(5, OTHER_SLOT, BUYER, SELLER)] })).toBe("pair_booked");
  });

  it("refuses a second open request between the same two companies, naming who sent the first", () => {
    expect(reason({ open: [{ slotId: SLOT, requestedBy: "buyer" }] })).toBe("already_requested");
    expect(reason({ open: [{ slotId: OTHER_SLOT, requestedBy: "buyer" }] })).toBe("pair_requested_by_me");
    expect(reason({ open: [{ slotId: OTHER_SLOT, requestedBy: "seller" }] })).toBe("pair_requested_by_them");
    // the other company's request for this very slot is theirs, not "you already asked"
    expect(reason({ open: [{ slotId: SLOT, requestedBy: "seller" }] })).toBe("pair_requested_by_them");
    expect(reason({ open: [{ slotId: SLOT, requestedBy: "seller" }], me: "seller" })).toBe("already_requested");
  });

  it("puts the slot's own state before the pair's: a started or closed slot says so first", () => {
    const pair = {
      booked: [meeting(5, OTHER_SLOT, BUYER, SELLER)],
      open: [{ slotId: SLOT, requestedBy: "buyer" as const }],
    };
    expect(reason({ ...pair, started: true })).toBe("slot_started");
    expect(reason({ ...pair, slot: { id: SLOT, active: false } })).toBe("slot_inactive");
    expect(reason(pair)).toBe("pair_booked");
  });
});
