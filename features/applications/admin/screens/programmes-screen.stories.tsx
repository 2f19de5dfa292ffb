import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emptyApi, errorHandlers, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ProgrammesScreen } from "./programmes-screen";

const meta = {
  title: "Features/Applications/Admin/ProgrammesScreen",
  component: ProgrammesScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.programmes),
} satisfies Meta<typeof ProgrammesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every programme, the newest trip first: its window, the seats approved against its capacity, a way to edit it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("link", { name: "Summer Schools in Seoul 2026" }, { timeout: 5000 });
    const table = canvas.getByRole("table", { name: "Programmes" });
    const body = within(table).getAllByRole("row").slice(1);
    await expect(body).toHaveLength(3);
    await expect(body[0]).toHaveTextContent("Summer Schools in Seoul 2026");
    await expect(body[0]).toHaveTextContent("summer-2026");
    await expect(body[0]).toHaveTextContent("Open");
    await expect(body[0]).toHaveTextContent("1 / 20");
    await expect(body[1]).toHaveTextContent("Spring Schools in Seoul 2026, second group");
    await expect(body[1]).toHaveTextContent("Closed");
    await expect(body[1]).toHaveTextContent("2 / 12");
    await expect(
      within(body[0] as HTMLElement).getByRole("link", { name: "Summer Schools in Seoul 2026" }),
    ).toHaveAttribute("href", "/seouleduadmin/programmes/1");
    await expect(
      within(body[2] as HTMLElement).getByRole("link", { name: "Winter Schools in Seoul 2025" }),
    ).toHaveAttribute("href", "/seouleduadmin/programmes/3");
    await userEvent.click(canvas.getByRole("link", { name: "New programme" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/programmes/new" })).toBeVisible();
  },
};

/** No programme yet: the page says how to open the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No programmes yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New programme" })).toHaveAttribute(
      "href",
      "/seouleduadmin/programmes/new",
    );
  },
};

/** While the list arrives. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Programmes" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Summer Schools in Seoul 2026" })).toBeNull();
  },
};

/** The list could not be read. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the programmes.",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere: off to sign in, and back here after. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fseouleduadmin%2Fprogrammes" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};

/** In Korean: the Korean titles and the window in the applicants' words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("link", { name: "2026 서울 여름 학교" }, { timeout: 5000 });
    const table = canvas.getByRole("table", { name: "프로그램" });
    const body = within(table).getAllByRole("row").slice(1);
    await expect(body[0]).toHaveTextContent("2026 서울 여름 학교");
    await expect(body[0]).toHaveTextContent("접수 중");
    await expect(canvas.getByRole("link", { name: "새 프로그램" })).toBeVisible();
  },
};
