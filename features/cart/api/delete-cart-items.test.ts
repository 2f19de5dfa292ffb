// @vitest-environment jsdom
import { configureTransport } from "@lib/http/client";
import { clearArea, setToken } from "@lib/session/session-store";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteCartItem } from "./delete-cart-items";

describe("deleteCartItem", () => {
  afterEach(() => {
    configureTransport({});
    clearArea("member");
    vi.unstubAllGlobals();
  });

  it("deletes with the member's token and asks for no success toast (spec point 7)", async () => {
    setToken("member", "t-1");
    const onSuccess = vi.fn();
    configureTransport({ onSuccess });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { id: 11 }, meta: {} }))));
    vi.stubGlobal("fetch", fetchMock);
    await expect(deleteCartItem("member", 11)).resolves.toBe(11);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/cart/11");
    expect(init.method).toBe("DELETE");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t-1");
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
