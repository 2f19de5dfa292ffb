import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SPRING_TARGET, recordingVisit, visitHandlers } from "../mocks/handlers";
import { RedirectScreen } from "./redirect-screen";

const visits = recordingVisit();

const meta = {
  title: "Features/Promotions/RedirectScreen",
  component: RedirectScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { code: "SPRING26" },
  parameters: {
    layout: "fullscreen",
    route: { path: "/redirect?code=SPRING26", pattern: "/redirect" },
    msw: { handlers: [visits.handler] },
  },
  beforeEach: () => {
    visits.codes.length = 0;
  },
} satisfies Meta<typeof RedirectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign code: one visit counted, then the campaign's page in place of the redirect. */
export const KnownCode: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: `Page: ${SPRING_TARGET}` }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(visits.codes).toEqual(["SPRING26"]);
  },
};

/** An unknown code leads to the shop's front page. */
export const UnknownCode: Story = {
  args: { code: "WINTER99" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Page: /main" }, { timeout: 5000 })).toBeVisible();
    await expect(visits.codes).toEqual(["WINTER99"]);
  },
};

/** No code at all: straight to the front page, nothing counted. */
export const MissingCode: Story = {
  args: { code: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Page: /main" }, { timeout: 5000 })).toBeVisible();
    await expect(visits.codes).toEqual([]);
  },
};

/** The campaign service fails: the front page rather than an error. */
export const Failure: Story = {
  parameters: { msw: { handlers: [visitHandlers.error] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Page: /main" }, { timeout: 5000 })).toBeVisible();
  },
};

/** While the visit is counted: the short "taking you there" (no screenshot: the spinner never stands still). */
export const TakingYouThere: Story = {
  tags: ["no-visual"],
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [visitHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "이동 중입니다…" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("이벤트 페이지를 여는 중입니다.");
  },
};
