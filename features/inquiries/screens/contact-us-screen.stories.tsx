import { signedInStory } from "@blocks/feature-kit";
import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { listHandlers } from "../mocks/handlers";
import { ContactUsScreen } from "./contact-us-screen";

const meta = {
  title: "Features/Inquiries/ContactUsScreen",
  component: ContactUsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: { register: "/board/contact-us-register", detail: (id: number) => `/board/contact-us-detail/${id}` },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/board/contact-us" },
    msw: { handlers: [listHandlers.success] },
  },
  beforeEach: signedInStory("member", STORY_TOKEN),
} satisfies Meta<typeof ContactUsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's inquiries, newest first, each with its type, day and state; a new one starts from the button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole("link", { name: "Can I change the departure time?" }, { timeout: 5000 });
    await expect(open).toHaveAttribute("href", "/board/contact-us-detail/42");
    const rows = canvas.getAllByRole("listitem");
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent("Reservation");
    await expect(rows[0]).toHaveTextContent("May 14, 2026");
    await expect(within(rows[0] as HTMLElement).getByText("Waiting for an answer")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("Answered")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "New inquiry" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /board/contact-us-register" })).toBeVisible();
  },
};

/** Another site's questions (the visitor pass's): the list asks for that site's, and links to its own pages. */
export const OnAnotherSite: Story = {
  args: {
    site: "seoulitepass",
    paths: { register: "/seoulitepass/inquiry/contact-us", detail: (id: number) => `/seoulitepass/inquiry/${id}` },
  },
  parameters: { route: { path: "/seoulitepass/inquiry" }, msw: { handlers: [listHandlers.onSite("seoulitepass")] } },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole("link", { name: "Can I change the departure time?" }, { timeout: 5000 });
    await expect(open).toHaveAttribute("href", "/seoulitepass/inquiry/42");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "New inquiry" })).toHaveAttribute(
      "href",
      "/seoulitepass/inquiry/contact-us",
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No inquiries yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Write an inquiry" })).toHaveAttribute(
      "href",
      "/board/contact-us-register",
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [listHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your inquiries.");
    await expect(alert).toHaveTextContent("The help desk is being restarted.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "문의하기" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("답변 대기")).toBeVisible();
    await expect(canvas.getByText("답변 완료")).toBeVisible();
    await expect(canvas.getByText("2026년 5월 14일")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "새 문의" })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared.
/** The session ended: the token is cleared and the page shows nothing of the member's. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [listHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
    await expect(canvas.queryByRole("link", { name: "New inquiry" })).not.toBeInTheDocument();
  },
};
