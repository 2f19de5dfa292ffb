import { awaitFirstScreen, resetFirstScreen, whenPageIdle } from "@lib/document/when-idle";
import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactNode, lazy } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootLayout } from "./root-layout";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetFirstScreen();
});

describe("RootLayout", () => {
  it("lets idle work start only once the page itself is on screen, not while its fallback shows", async () => {
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    awaitFirstScreen();
    const task = vi.fn();
    whenPageIdle(task);

    // a screen whose code is still on its way: the boundary shows its fallback until it arrives
    let release: () => void = () => {};
    const arrived = new Promise<{ default: () => ReactNode }>((resolve) => {
      release = () => resolve({ default: () => <h1>Discover Korea</h1> });
    });
    const Page = lazy(() => arrived);
    const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: "/main", element: <Page /> }] }], {
      initialEntries: ["/main"],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("status")).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(idle).toHaveLength(0);

    await act(async () => {
      release();
      await arrived;
    });
    expect(await screen.findByRole("heading", { name: "Discover Korea" })).toBeTruthy();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
