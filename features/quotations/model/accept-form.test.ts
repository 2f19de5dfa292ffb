import { describe, expect, it } from "vitest";
import { type AcceptValues, EMPTY_ACCEPT, acceptIssues, toAcceptBody } from "./accept-form";

const t = (key: string) => key;

const filled: AcceptValues = {
  ...EMPTY_ACCEPT,
  representative_name: " Minji Kim ",
  contact: "01012345678",
  passport_number: "M12345678",
  nationality: "KR",
  departure_address: "Incheon International Airport T1",
  destination_address: "Lotte Hotel Seoul",
  payment_method: "card",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};

describe("accept form", () => {
  it("asks for the traveller, a payment method and both terms, in the form's order", () => {
    expect(acceptIssues(EMPTY_ACCEPT, t).map((issue) => `${issue.field}: ${issue.message}`)).toEqual([
      "representative_name: messages.required",
      "contact: messages.required",
      "passport_number: messages.required",
      "nationality: messages.required",
      "departure_address: messages.required",
      "destination_address: messages.required",
      "payment_method: messages.reservation.paymentMethodRequired",
      "agree_cancellation_policy: messages.reservation.cancellationPolicyRequired",
      "agree_domestic_terms: messages.reservation.domesticTermsRequired",
    ]);
  });

  it("checks the contact, passport and flight formats", () => {
    const issues = acceptIssues(
      { ...filled, contact: "010-1234-5678", passport_number: "M 123", arrival_flight_number: "flight" },
      t,
    );
    expect(issues).toEqual([
      { field: "contact", message: "messages.traveler.contactDigits" },
      { field: "passport_number", message: "messages.traveler.passportFormat" },
      { field: "arrival_flight_number", message: "messages.traveler.flightFormat" },
    ]);
  });

  it("wants the holder and bank for a bank transfer only", () => {
    expect(acceptIssues({ ...filled, payment_method: "bank_transfer" }, t)).toEqual([
      { field: "account_holder", message: "messages.reservation.bankRequired" },
      { field: "bank", message: "messages.reservation.bankRequired" },
    ]);
    expect(
      acceptIssues({ ...filled, payment_method: "bank_transfer", account_holder: "Minji", bank: "kb" }, t),
    ).toEqual([]);
    expect(acceptIssues(filled, t)).toEqual([]);
  });

  it("sends the answered revision, the request id and trimmed values; no bank unless a transfer", () => {
    const body = toAcceptBody({ ...filled, account_holder: "left over", bank: "kb" }, 3, "id-1");
    expect(body).toMatchObject({
      action: "accept",
      revision: 3,
      request_id: "id-1",
      representative_name: "Minji Kim",
      payment_method: "card",
      account_holder: "",
    });
    expect(body.bank).toBeUndefined();
    const transfer = toAcceptBody(
      { ...filled, payment_method: "bank_transfer", account_holder: " Minji ", bank: "kb" },
      1,
      "x",
    );
    expect(transfer).toMatchObject({ account_holder: "Minji", bank: "kb" });
  });
});
