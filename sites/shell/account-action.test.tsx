import { confirmStore } from "@ds";
import { clearArea, getToken, setToken } from "@lib/session/session-store";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountAction } from "./account-action";
import { RequireAuth } from "./require-auth";

vi.mock("@features/auth", () => ({
  loadSignout: () => Promise.resolve(vi.fn((area: "member") => Promise.resolve(clearArea(area)))),
}));

afterEach(() => {
  cleanup();
  confirmStore.clear();
  clearArea("member");
});

describe("AccountAction", () => {
  it("signs out only once the home page is on screen: the login-required page being left never asks to sign in", async () => {
    setToken("member", "t");
    // the home page's code is still on its way when the person signs out
    let release: () => void = () => undefined;
    let arrived = false;
    const homeCode = new Promise<void>((resolve) => {
      release = () => {
        arrived = true;
        resolve();
      };
    });
    function Home() {
      // a component suspends by throwing the promise it waits for
      // oxlint-disable-next-line typescript/only-throw-error
      if (!arrived) throw homeCode;
      return <h1>Home</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <AccountAction area="member" signIn="/account/login" home="/main" />
              <Outlet />
            </>
          ),
          children: [
            { path: "/main", element: <Home /> },
            {
              element: <RequireAuth area="member" />,
              children: [{ path: "/account/my-menu", element: <h1>My menu</h1> }],
            },
          ],
        },
      ],
      { initialEntries: ["/account/my-menu"] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole("button", { name: "account.signOut" }));
    // the page being left stays until home can show; the session holds meanwhile, and nobody is asked anything
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken("member")).toBe("t");
    expect(confirmStore.getRequests()).toHaveLength(0);
    await act(async () => {
      release();
      await homeCode;
    });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeDefined();
    await waitFor(() => expect(getToken("member")).toBeNull());
    expect(confirmStore.getRequests()).toHaveLength(0);
    expect(await screen.findByRole("link", { name: "account.signIn" })).toBeDefined();
  });
});
