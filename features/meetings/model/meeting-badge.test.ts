import { describe, expect, it } from "vitest";
import { meetingBadge } from "./meeting-badge";

const base = { requested_by: "buyer", cancel_requested_by: null, my_role: "buyer" } as const;

describe("meetingBadge", () => {
  it("reads a request by side: awaiting a reply when I sent it, waiting for me when I got it", () => {
    expect(meetingBadge({ ...base, status: "requested" })).toEqual({ key: "sentRequest", tone: "neutral" });
    expect(meetingBadge({ ...base, status: "requested", my_role: "seller" })).toEqual({
      key: "receivedRequest",
      tone: "warning",
    });
  });

  it("reads a cancel request by side", () => {
    const asked = { ...base, status: "cancel_requested", cancel_requested_by: "seller" } as const;
    expect(meetingBadge(asked).key).toBe("cancelAskedOfMe");
    expect(meetingBadge({ ...asked, my_role: "seller" }).key).toBe("cancelAskedByMe");
  });

  it("gives each other status its own badge", () => {
    expect(meetingBadge({ ...base, status: "confirmed" })).toEqual({ key: "confirmed", tone: "success" });
    expect(meetingBadge({ ...base, status: "admin_matching", requested_by: "operator" })).toEqual({
      key: "adminMatching",
      tone: "primary",
    });
    expect(meetingBadge({ ...base, status: "rejected" })).toEqual({ key: "rejected", tone: "danger" });
    expect(meetingBadge({ ...base, status: "canceled" })).toEqual({ key: "canceled", tone: "neutral" });
  });

  it("promises no action when my side is unknown", () => {
    expect(meetingBadge({ ...base, status: "requested", my_role: null }).key).toBe("sentRequest");
    expect(meetingBadge({ ...base, status: "cancel_requested", cancel_requested_by: "buyer", my_role: null }).key).toBe(
      "cancelAskedByMe",
    );
  });
});
