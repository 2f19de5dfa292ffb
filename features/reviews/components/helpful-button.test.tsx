import { clearArea, setToken } from "@lib/session/session-store";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setHelpful } from "../api/helpful-vote";
import { HelpfulButton } from "./helpful-button";

vi.mock("../api/helpful-vote", () => ({ setHelpful: vi.fn() }));
const send = vi.mocked(setHelpful);

type Answer = { voted: boolean; helpful_count: number };

/** A call the test answers when it chooses. */
function pending() {
  let answer: (value: Answer) => void = () => {};
  const promise = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const review = { id: 7, helpful_count: 1, voted: false, mine: false };
const button = () => screen.getByRole("button");

describe("HelpfulButton", () => {
  beforeEach(() => setToken("member", "token"));
  afterEach(() => {
    cleanup();
    clearArea("member");
    send.mockReset();
  });

  it("shows a press at once and keeps the server's answer", async () => {
    const first = pending();
    send.mockReturnValueOnce(first.promise as ReturnType<typeof setHelpful>);
    render(<HelpfulButton review={review} onNeedSignIn={vi.fn()} />);
    await userEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(button().textContent).toContain("2");
    await act(() => {
      first.answer({ voted: true, helpful_count: 5 });
      return first.promise;
    });
    expect(button().textContent).toContain("5");
    expect(send.mock.calls).toEqual([["member", 7, true]]);
  });

  it("does not lose a second press made while the first call is on its way: the last wish is sent", async () => {
    const first = pending();
    const second = pending();
    send
      .mockReturnValueOnce(first.promise as ReturnType<typeof setHelpful>)
      .mockReturnValueOnce(second.promise as ReturnType<typeof setHelpful>);
    render(<HelpfulButton review={review} onNeedSignIn={vi.fn()} />);
    await userEvent.click(button());
    await userEvent.click(button());
    // the page follows the presses, not the calls
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(button().textContent).toContain("1");
    await act(() => {
      first.answer({ voted: true, helpful_count: 2 });
      return first.promise;
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // the first answer does not flash back: the second call is still on its way
    expect(button().getAttribute("aria-pressed")).toBe("false");
    await act(() => {
      second.answer({ voted: false, helpful_count: 1 });
      return second.promise;
    });
    expect(send.mock.calls).toEqual([
      ["member", 7, true],
      ["member", 7, false],
    ]);
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(button().textContent).toContain("1");
  });

  it("sends nothing for a guest and asks them to sign in", async () => {
    clearArea("member");
    const onNeedSignIn = vi.fn();
    render(<HelpfulButton review={review} onNeedSignIn={onNeedSignIn} />);
    await userEvent.click(button());
    expect(onNeedSignIn).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
  });
});
