import { localeValue, untranslated } from "@blocks/feature-kit";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/meetings-admin.json";
import ko from "../../../../locales/ko/meetings-admin.json";
import { failureText, serverFailure } from "./failure";
import { ALL_LABEL_KEYS } from "./labels";
import { contractMessageKey, translateMessage } from "./messages";

const t = (key: string) => key;

describe("contract messages and labels", () => {
  it("have every key in both languages", () => {
    const texts = [...Object.values(MEETING_MESSAGES), REQUIRED_MESSAGE];
    expect(untranslated({ en, ko }, texts, contractMessageKey, ALL_LABEL_KEYS)).toEqual([]);
  });

  it("keep the contract's English words in the English file", () => {
    for (const [key, text] of Object.entries(MEETING_MESSAGES)) {
      expect(localeValue(en, `messages.meeting.${key}`)).toBe(text);
    }
  });

  it("translate a known message and pass an unknown one through", () => {
    expect(translateMessage(MEETING_MESSAGES.sellerBusy, t)).toBe("messages.meeting.sellerBusy");
    expect(translateMessage("The mart is closed for maintenance.", t)).toBe("The mart is closed for maintenance.");
  });
});

describe("server failures", () => {
  it("words a refusal in the page's language and a silent server in ours", () => {
    const busy = new HttpError({ status: 409, code: "BUSY", message: MEETING_MESSAGES.buyerBusy });
    expect(failureText(busy, t)).toBe("messages.meeting.buyerBusy");
    expect(failureText(new HttpError({ status: 0, code: "TIMEOUT", message: "x" }), t)).toBe("shared.errors.TIMEOUT");
    expect(failureText(new Error("boom"), t)).toBe("shared.errors.generic");
  });

  it("puts a named field's issue beside it and the rest under the form", () => {
    const notFound = new HttpError({
      status: 404,
      code: "COUNTERPART_NOT_FOUND",
      message: MEETING_MESSAGES.counterpartNotFound,
      field: "seller_id",
    });
    expect(serverFailure(notFound, ["buyer_id", "seller_id"], t)).toEqual({
      fields: [{ field: "seller_id", message: "messages.meeting.counterpartNotFound" }],
      message: null,
    });
    const pair = new HttpError({ status: 409, code: "PAIR_BOOKED", message: MEETING_MESSAGES.pairBookedOperator });
    expect(serverFailure(pair, ["buyer_id", "seller_id"], t)).toEqual({
      fields: [],
      message: "messages.meeting.pairBookedOperator",
    });
  });
});
