import { loadErrorStory } from "@blocks/story-kit";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { closedEditionFixture, newYearEditionFixture } from "../mocks/fixtures";
import { editionHandler, editionHandlers } from "../mocks/handlers";
import { onPhone } from "../mocks/on-phone";
import { storyLinks } from "../mocks/story-paths";
import { FairEditionHero } from "./fair-edition-hero";

const meta = {
  title: "Features/Fair/FairEditionHero",
  component: FairEditionHero,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: storyLinks, headingLevel: 1 },
  argTypes: { paths: { control: false }, headingLevel: { control: "inline-radio", options: [1, 2] } },
  parameters: { route: { path: "/mice" }, msw: { handlers: [editionHandler()] } },
} satisfies Meta<typeof FairEditionHero>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext["canvas"];

const hero = (canvas: Canvas) => canvas.findByRole("region", { name: "Korea MICE Fair 2026" }, { timeout: 5000 });

/**
 * Registration open: the edition's days in the page's language, hours, venue, the deadline, the three ways on and
 * the edition's figures, all from the edition API.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = await hero(canvas);
    await expect(within(section).getByRole("heading", { level: 1, name: "Korea MICE Fair 2026" })).toBeVisible();
    await expect(within(section).getAllByText("30–31 December 2026")).toHaveLength(2);
    await expect(section).toHaveTextContent("10:00–18:00 daily (Korea time)");
    await expect(section).toHaveTextContent("Songdo Convensia, Incheon");
    await expect(within(section).getByText("Registration open")).toBeVisible();
    await expect(section).toHaveTextContent("Register by 27 December 2026.");
    await expect(within(section).getByRole("link", { name: "Register to visit" })).toHaveAttribute(
      "href",
      "/mice/register/visitor",
    );
    await expect(within(section).getByRole("link", { name: "Conference programme" })).toHaveAttribute(
      "href",
      "/mice/conference/conference-1",
    );
    await expect(within(section).getByRole("link", { name: "Exhibitors" })).toHaveAttribute(
      "href",
      "/mice/company/list",
    );
    const figures = within(section).getByText("152").closest("dl") as HTMLElement;
    await expect(figures).toHaveTextContent("Exhibitors152");
    await expect(figures).toHaveTextContent("Conference sessions6");
  },
};

/** After the deadline: the closing day is said and the way to register is gone; the others stay. */
export const RegistrationClosed: Story = {
  parameters: { msw: { handlers: [editionHandler(closedEditionFixture)] } },
  play: async ({ canvas }) => {
    const section = await hero(canvas);
    await expect(within(section).getByText("Registration closed")).toBeVisible();
    await expect(section).toHaveTextContent("Registration closed on 10 May 2026.");
    await expect(within(section).queryByRole("link", { name: "Register to visit" })).toBeNull();
    await expect(within(section).getByRole("link", { name: "Conference programme" })).toBeVisible();
  },
};

/** An edition over the turn of the year writes both years. */
export const AcrossNewYear: Story = {
  parameters: { msw: { handlers: [editionHandler(newYearEditionFixture)] } },
  play: async ({ canvas }) => {
    const section = await hero(canvas);
    await expect(within(section).getAllByText("31 December 2026 – 2 January 2027")).toHaveLength(2);
  },
};

/** Under the page's own heading on another page. */
export const AsSection: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const section = await hero(canvas);
    await expect(within(section).getByRole("heading", { level: 2, name: "Korea MICE Fair 2026" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [editionHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const ServerError: Story = loadErrorStory([editionHandlers.error], "We couldn't load the fair's details.");

/** The first answer fails; trying again shows the edition. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [editionHandlers.failsOnce()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await hero(canvas)).toHaveTextContent("30–31 December 2026");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The page in Korean: the operators' Korean names from the API, the days in Korean order. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole("region", { name: "코리아 MICE 페어 2026" }, { timeout: 5000 });
    await expect(within(section).getAllByText("2026년 12월 30일–31일")).toHaveLength(2);
    await expect(section).toHaveTextContent("인천 송도컨벤시아");
    await expect(section).toHaveTextContent("매일 10:00–18:00 (한국 시간)");
    await expect(section).toHaveTextContent("2026년 12월 27일까지 등록할 수 있습니다.");
    await expect(within(section).getByRole("link", { name: "참관 등록하기" })).toBeVisible();
  },
};

/** On a phone: the facts, figures and ways on stack, each way on a full-width target, nothing runs off the side. */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvas }) => {
    const section = await hero(canvas);
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    const links = within(section).getAllByRole("link");
    const lefts = new Set(links.map((link) => Math.round(link.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
