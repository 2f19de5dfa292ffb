import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en/ds-feedback.json";
import ko from "../../../locales/ko/ds-feedback.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { MeetingStatusBadge, ReservationStatusBadge, StatusBadge } from "./status-badge";
import { meetingStatusDisplay, reservationStatusDisplay } from "./status-families";

afterEach(cleanup);

describe("reservationStatusDisplay", () => {
  it("shows waiting and pending as Pending, in the warning tone", () => {
    expect(reservationStatusDisplay("waiting")).toEqual({ key: "pending", tone: "warning" });
    expect(reservationStatusDisplay("pending")).toEqual({ key: "pending", tone: "warning" });
  });

  it("shows requested and confirmed as Confirmed, in the success tone", () => {
    expect(reservationStatusDisplay("requested")).toEqual({ key: "confirmed", tone: "success" });
    expect(reservationStatusDisplay("confirmed")).toEqual({ key: "confirmed", tone: "success" });
  });

  it("keeps cancel requested apart from cancelled", () => {
    expect(reservationStatusDisplay("cancel_requested")).toEqual({ key: "cancelRequested", tone: "info" });
    expect(reservationStatusDisplay("cancelled")).toEqual({ key: "cancelled", tone: "neutral" });
  });

  it("accepts the spellings the server might send", () => {
    expect(reservationStatusDisplay("CANCELED").key).toBe("cancelled");
    expect(reservationStatusDisplay(" Cancel requested ").key).toBe("cancelRequested");
    expect(reservationStatusDisplay("cancel-requested").key).toBe("cancelRequested");
  });

  it("maps anything else to a neutral unknown, including inherited object keys", () => {
    expect(reservationStatusDisplay("refunded")).toEqual({ key: "unknown", tone: "neutral" });
    expect(reservationStatusDisplay("")).toEqual({ key: "unknown", tone: "neutral" });
    expect(reservationStatusDisplay("constructor")).toEqual({ key: "unknown", tone: "neutral" });
  });
});

describe("meetingStatusDisplay", () => {
  it("gives each of the six meeting statuses its own label", () => {
    const statuses = ["requested", "confirmed", "rejected", "canceled", "cancel_requested", "admin_matching"];
    const keys = statuses.map((s) => meetingStatusDisplay(s).key);
    expect(keys).toEqual(["requested", "confirmed", "rejected", "canceled", "cancelRequested", "adminMatching"]);
  });

  it("marks a rejection as danger and a confirmation as success", () => {
    expect(meetingStatusDisplay("rejected").tone).toBe("danger");
    expect(meetingStatusDisplay("confirmed").tone).toBe("success");
    expect(meetingStatusDisplay("admin matching")).toEqual({ key: "adminMatching", tone: "primary" });
    expect(meetingStatusDisplay("cancelled").key).toBe("canceled");
  });

  it("maps anything else to unknown", () => {
    expect(meetingStatusDisplay("pending")).toEqual({ key: "unknown", tone: "neutral" });
  });
});

describe("status badges", () => {
  it("always render the label as text next to the tone", () => {
    render(<StatusBadge tone="danger" label="Rejected" />);
    const badge = screen.getByText("Rejected");
    expect(badge.dataset.tone).toBe("danger");
    expect(badge.dataset.variant).toBe("danger");
  });

  it("label reservations in English by default", () => {
    render(
      <>
        <ReservationStatusBadge status="waiting" />
        <ReservationStatusBadge status="requested" />
        <ReservationStatusBadge status="cancel_requested" />
        <ReservationStatusBadge status="cancelled" />
        <ReservationStatusBadge status="refunded" />
      </>,
    );
    expect(screen.getAllByText(/./).map((el) => el.textContent)).toEqual([
      "Pending",
      "Confirmed",
      "Cancel requested",
      "Canceled",
      "Unknown status",
    ]);
    expect(screen.getByText("Unknown status").dataset.status).toBe("refunded");
  });

  it("label reservations and meetings in Korean", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, feedback: ko }}>
        <ReservationStatusBadge status="pending" />
        <ReservationStatusBadge status="confirmed" />
        <ReservationStatusBadge status="cancel_requested" />
        <ReservationStatusBadge status="cancelled" />
        <MeetingStatusBadge status="rejected" />
      </DsLocaleProvider>,
    );
    expect(screen.getAllByText(/./).map((el) => el.textContent)).toEqual([
      ko.status.reservation.pending,
      ko.status.reservation.confirmed,
      ko.status.reservation.cancelRequested,
      ko.status.reservation.cancelled,
      ko.status.meeting.rejected,
    ]);
    expect(ko.status.reservation.pending).not.toBe(en.status.reservation.pending);
  });
});
