import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { listHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyQuotationsScreen } from "./my-quotations-screen";

const meta = {
  title: "Features/Quotations/MyQuotationsScreen",
  component: MyQuotationsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { quotation: (id: number) => `/quotation/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/quotation" },
    msw: { handlers: [listHandlers.success] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyQuotationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status as the member sees it, with the total, the departure and the last day to answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByRole("article", {}, { timeout: 5000 });
    await expect(rows).toHaveLength(6);
    const labels = rows.map((row) => row.querySelector("[data-slot=status-badge]")?.textContent);
    await expect(labels).toEqual([
      "Awaiting your answer",
      "Accepted",
      "Changes requested",
      "Declined",
      "Withdrawn",
      "Expired",
    ]);
    const open = rows[0] as HTMLElement;
    await expect(open).toHaveTextContent("$251.20");
    await expect(open).toHaveTextContent("Departure: June 5, 2026");
    await expect(open).toHaveTextContent("Answer by May 29, 2026");
    await expect(within(open).getByRole("link", { name: /View and answer/ })).toHaveAttribute("href", "/quotation/61");
    await expect(within(rows[1] as HTMLElement).getByRole("link", { name: /View quotation/ })).toHaveAttribute(
      "href",
      "/quotation/60",
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No quotations yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [listHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your quotations.");
    await expect(alert).toHaveTextContent("The quotation desk is closed for a minute.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article", {}, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 1, name: "나의 견적" })).toBeVisible();
    await expect(canvas.getByText("답변 대기")).toBeVisible();
    await expect(canvas.getByText("변경 요청")).toBeVisible();
    await expect(canvas.getByText("만료")).toBeVisible();
  },
};

/** The session ended: nothing of the member's is shown and the site's guard takes over. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [listHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
  },
};
