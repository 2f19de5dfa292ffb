import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../../.storybook/story-canvas";
import { emptyQuotationsApi, errorHandlers, quotationsAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { QUOTATIONS_ADMIN_PATHS as PATHS, quotationsAdminStoryMeta } from "../mocks/story-meta";
import { QuotationsAdminScreen } from "./quotations-admin-screen";

const meta = {
  title: "Features/Quotations/Admin/QuotationsAdminScreen",
  component: QuotationsAdminScreen,
  tags: ["autodocs"],
  ...quotationsAdminStoryMeta(PATHS.list),
} satisfies Meta<typeof QuotationsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Quotations";

/** Every quotation, newest first: its member, total, last day and status; each opens its editor. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("3 quotations")).toBeVisible();
    const rows = within(canvas.getByRole("table", { name: "Quotations, newest first" }))
      .getAllByRole("row")
      .slice(1);
    const [jeju, busan, seoul] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(jeju).getByRole("link", { name: "Jeju family weekend" })).toHaveAttribute(
      "href",
      "/admin/quotations/63",
    );
    await expect(within(jeju).getByText("Changes asked")).toBeVisible();
    await expect(within(busan).getByText("₩130,000")).toBeVisible();
    await expect(within(busan).getByText("Withdrawn")).toBeVisible();
    await expect(within(seoul).getByText("Q-20260515-0061 · version 1")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New quotation" })).toHaveAttribute("href", PATHS.new);
  },
};

/** One status's tab. */
export const ChangesAsked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "Changes asked" }, { timeout: 5000 }));
    await expect(await canvas.findByText("1 quotation with changes asked")).toBeVisible();
  },
};

/** A viewer reads only: no way to a new quotation. */
export const Viewer: Story = {
  parameters: { msw: { handlers: quotationsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 quotations", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "New quotation" })).toBeNull();
  },
};

/** A clerk issues quotations (an offer is not money moved). */
export const Clerk: Story = {
  parameters: { msw: { handlers: quotationsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "New quotation" }, { timeout: 5000 })).toBeVisible();
  },
};

/** None yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyQuotationsApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No quotations yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the quotations.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another kind (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "견적서")).toBeVisible();
    await expect(await canvas.findByText("견적서 3건")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "변경 요청" })).toBeVisible();
  },
};

/** In Korean, the list cannot be read (503): the reason in Korean, not the server's English. */
export const KoreanLoadError: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("견적서를 불러오지 못했습니다.");
    await expect(alert).toHaveTextContent("서비스를 업데이트하고 있습니다. 1분 뒤에 다시 시도해 주세요.");
    await expect(within(alert).getByRole("button", { name: "다시 시도" })).toBeVisible();
  },
};
