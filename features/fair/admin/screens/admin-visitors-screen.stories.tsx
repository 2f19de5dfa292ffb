import { clearArea, getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { manyVisitorsFixture } from "../mocks/fixtures";
import { fairAdminApi, unauthorizedHandlers, visitorsHandlers } from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { AdminVisitorsScreen } from "./admin-visitors-screen";

const meta = {
  title: "Features/Fair/Admin/AdminVisitorsScreen",
  component: AdminVisitorsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.visitors),
} satisfies Meta<typeof AdminVisitorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

/**
 * This year's registrations, newest first, with the total: who, where from, what for, the badge number, when they
 * registered, and when they came in (or not yet); then a search by organisation.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Visitors" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("4 visitors")).toBeVisible();
    const table = canvas.getByRole("table", { name: "Visitor registrations" });
    const header = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    await expect(header).toEqual([
      "Name",
      "E-mail",
      "Organisation",
      "Nationality",
      "Interests",
      "Badge number",
      "Registered",
      "Checked in",
    ]);
    const [first, , third] = rowsOf(table);
    await expect(within(first as HTMLElement).getByRole("rowheader")).toHaveTextContent("Kim Jiwoo");
    await expect(first).toHaveTextContent("jiwoo.kim@example.kr");
    await expect(first).toHaveTextContent("Seoul Convention Bureau");
    await expect(first).toHaveTextContent("South Korea");
    await expect(first).toHaveTextContent("Conference, Venues and hotels");
    await expect(first).toHaveTextContent("V26-000512");
    await expect(first).toHaveTextContent("May 14, 2026 at 6:05 PM");
    await expect(first).toHaveTextContent("Not yet");
    await expect(third).toHaveTextContent("Daniel Okafor");
    await expect(third).toHaveTextContent("May 15, 2026 at 9:42 AM");
    await expect(third).not.toHaveTextContent("Not yet");

    await userEvent.type(
      canvas.getByRole("searchbox", { name: "Name, e-mail, organisation or badge number" }),
      "event",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("2 visitors match “event”")).toBeVisible();
    const found = rowsOf(canvas.getByRole("table", { name: "Visitor registrations" }));
    await expect(found.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Daniel Okafor",
      "Emma Laurent",
    ]);
  },
};

/** A badge number finds its visitor (what the desk reads off a badge). */
export const FoundByBadgeNumber: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.visitors}?q=V26-000510` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 visitor matches “V26-000510”", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("searchbox")).toHaveValue("V26-000510");
    await expect(canvas.getByRole("rowheader")).toHaveTextContent("박서준");
  },
};

/** Twenty a page; the pages move through the address, the count stays the whole list's. */
export const Paged: Story = {
  parameters: { msw: { handlers: fairAdminApi({ visitors: manyVisitorsFixture }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("45 visitors", {}, { timeout: 5000 })).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "Pages of visitors" });
    await expect(rowsOf(canvas.getByRole("table"))).toHaveLength(20);
    await userEvent.click(within(pages).getByRole("button", { name: "Page 3" }));
    await expect(await canvas.findByRole("rowheader", { name: "Visitor 05" })).toBeVisible();
    await expect(rowsOf(canvas.getByRole("table"))).toHaveLength(5);
  },
};

/** The list on its way: the table's skeleton, marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [visitorsHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "Visitor registrations" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.queryByText(/^\d+ visitors?$/)).not.toBeInTheDocument();
  },
};

/** Nobody has registered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [visitorsHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No visitors yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Clear the search" })).not.toBeInTheDocument();
  },
};

/** A search that finds nobody says so, and clears back to the whole list. */
export const NoMatch: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.visitors}?q=Nobody` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No visitor matches “Nobody”" }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear the search" }));
    await expect(await canvas.findByText("4 visitors")).toBeVisible();
    await expect(canvas.getByRole("searchbox")).toHaveValue("");
  },
};

/** The list could not be read: what failed, in the server's words, and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [visitorsHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the visitors.");
    await expect(alert).toHaveTextContent("The registrations are being recounted. Try again in a minute.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere: the token goes and the operator is sent to sign in, with the way back. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fmice%2Fadmin%2Fvisitors" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};

/** Signed out while the page was open: nothing of the visitors' shows, and no search. */
export const SignedOut: Story = {
  // the frame signs an operator in; this story is of the page after the session has gone
  beforeEach: () => clearArea("admin"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" })).toBeVisible();
    await expect(canvas.queryByRole("search")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "참관객" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("참관객 4명")).toBeVisible();
    const [first] = rowsOf(canvas.getByRole("table", { name: "참관 등록 목록" }));
    await expect(first).toHaveTextContent("대한민국");
    await expect(first).toHaveTextContent("컨퍼런스, 행사장·호텔");
    await expect(first).toHaveTextContent("미입장");
    await expect(first).toHaveTextContent("2026년 5월 14일 18:05");
  },
};
