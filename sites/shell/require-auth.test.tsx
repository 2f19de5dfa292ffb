import { confirmStore } from "@ds";
import { setToken, clearArea } from "@lib/session/session-store";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RequireAuth } from "./require-auth";

// texts as their keys, whatever language another test file started in the shared i18next instance
const keysOnly = i18next.createInstance();
void keysOnly.init({ lng: "en", resources: {} });

function renderAt(path: string, area: "member" | "admin" | "travel") {
  const router = createMemoryRouter(
    [
      { path: "/main", element: <h1>Home</h1> },
      { path: "/account/login", element: <h1>Member login</h1> },
      { path: "/seouleduadmin/signin", element: <h1>Admin sign-in</h1> },
      { path: "/seouledutravel/login", element: <h1>Travel login</h1> },
      {
        element: <RequireAuth area={area} />,
        children: [
          { path: "/account/my-reservation", element: <h1>My reservations</h1> },
          { path: "/seouleduadmin/members", element: <h1>Members</h1> },
          { path: "/seouledutravel/mypage", element: <h1>My page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={keysOnly}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

async function answerPrompt(value: boolean) {
  await waitFor(() => expect(confirmStore.getRequests()).toHaveLength(1));
  const [request] = confirmStore.getRequests();
  expect(request?.title).toBe("auth.loginRequiredTitle");
  act(() => confirmStore.answer(request!.id, value));
}

afterEach(() => {
  cleanup();
  confirmStore.clear();
  for (const area of ["member", "admin", "travel"] as const) clearArea(area);
  sessionStorage.clear();
});

describe("RequireAuth", () => {
  it("shows the page to a signed-in member without asking", async () => {
    setToken("member", "t");
    renderAt("/account/my-reservation?page=2", "member");
    expect(await screen.findByRole("heading", { name: "My reservations" })).toBeDefined();
    expect(confirmStore.getRequests()).toHaveLength(0);
  });

  it("asks a shop guest and, on yes, goes to the login page with the way back", async () => {
    const router = renderAt("/account/my-reservation?page=2", "member");
    expect(screen.queryByRole("heading", { name: "My reservations" })).toBeNull();
    await answerPrompt(true);
    expect(await screen.findByRole("heading", { name: "Member login" })).toBeDefined();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/account/my-reservation?page=2")}`);
  });

  it("sends a shop guest who declines to the main page", async () => {
    renderAt("/account/my-reservation", "member");
    await answerPrompt(false);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeDefined();
  });

  it("redirects admin and education guests straight to their own sign-in, without a prompt", async () => {
    const admin = renderAt("/seouleduadmin/members", "admin");
    expect(await screen.findByRole("heading", { name: "Admin sign-in" })).toBeDefined();
    expect(admin.state.location.search).toBe("?redirect=%2Fseouleduadmin%2Fmembers");
    expect(confirmStore.getRequests()).toHaveLength(0);
  });

  it("redirects an education guest to the education login", async () => {
    renderAt("/seouledutravel/mypage", "travel");
    expect(await screen.findByRole("heading", { name: "Travel login" })).toBeDefined();
  });

  it("leaves the page when the session ends (a 401 elsewhere clears the token)", async () => {
    setToken("member", "t");
    renderAt("/account/my-reservation", "member");
    expect(await screen.findByRole("heading", { name: "My reservations" })).toBeDefined();
    act(() => clearArea("member"));
    await answerPrompt(true);
    expect(await screen.findByRole("heading", { name: "Member login" })).toBeDefined();
  });
});
