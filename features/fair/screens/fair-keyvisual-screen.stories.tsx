import { loadErrorStory, routedScreenMeta } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { closedEditionFixture } from "../mocks/fixtures";
import { editionHandler, editionHandlers } from "../mocks/handlers";
import { onPhone } from "../mocks/on-phone";
import { storyLinks } from "../mocks/story-paths";
import { FairKeyvisualScreen } from "./fair-keyvisual-screen";

const meta = {
  title: "Features/Fair/FairKeyvisualScreen",
  component: FairKeyvisualScreen,
  tags: ["autodocs"],
  ...routedScreenMeta("/mice/keyvisual", [editionHandler()]),
  args: { paths: storyLinks },
  argTypes: { paths: { control: false } },
} satisfies Meta<typeof FairKeyvisualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The key visual: the edition's name, its days as the largest words, the venue and hours, then the ways on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Key visual");
    const visual = await canvas.findByRole("region", { name: "Korea MICE Fair 2026" }, { timeout: 5000 });
    const dates = within(visual).getByText("30–31 December 2026");
    await expect(dates).toBeVisible();
    // the days are the largest words of the block
    const name = within(visual).getByRole("heading", { level: 2, name: "Korea MICE Fair 2026" });
    await expect(parseFloat(getComputedStyle(dates).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(name).fontSize),
    );
    await expect(visual).toHaveTextContent("Songdo Convensia, Incheon · 10:00–18:00 daily (Korea time)");
    const next = canvas.getByRole("navigation", { name: "More about the fair" });
    await expect(within(next).getByRole("link", { name: "Register to visit" })).toHaveAttribute(
      "href",
      "/mice/register/visitor",
    );
    await expect(within(next).getAllByRole("link")).toHaveLength(3);
  },
};

/** The dark theme: the block follows the theme's primary colour and its text keeps its contrast (checked by axe). */
export const DarkTheme: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    const visual = await canvas.findByRole("region", { name: "Korea MICE Fair 2026" }, { timeout: 5000 });
    await expect(within(visual).getByText("30–31 December 2026")).toBeVisible();
  },
};

/** After the deadline the key visual stays; only the way to register is gone. */
export const RegistrationClosed: Story = {
  parameters: { msw: { handlers: [editionHandler(closedEditionFixture)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Korea MICE Fair 2026" }, { timeout: 5000 });
    const next = canvas.getByRole("navigation", { name: "More about the fair" });
    await expect(within(next).queryByRole("link", { name: "Register to visit" })).toBeNull();
    await expect(within(next).getAllByRole("link")).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [editionHandlers.loading] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Key visual");
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = loadErrorStory([editionHandlers.error], "We couldn't load the fair's details.");

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "키 비주얼");
    const visual = await canvas.findByRole("region", { name: "코리아 MICE 페어 2026" }, { timeout: 5000 });
    await expect(within(visual).getByText("2026년 12월 30일–31일")).toBeVisible();
    await expect(visual).toHaveTextContent("인천 송도컨벤시아");
  },
};

/** On a phone the dates wrap inside the block and nothing runs off the side. */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvas }) => {
    const visual = await canvas.findByRole("region", { name: "Korea MICE Fair 2026" }, { timeout: 5000 });
    await expect(visual.scrollWidth).toBeLessThanOrEqual(visual.clientWidth);
    const dates = within(visual).getByText("30–31 December 2026");
    await expect(dates.getBoundingClientRect().right).toBeLessThanOrEqual(visual.getBoundingClientRect().right);
  },
};
