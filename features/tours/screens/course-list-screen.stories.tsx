import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { courseHandlers } from "../mocks/handlers";
import { CourseListScreen } from "./course-list-screen";

const WAIT = { timeout: 5000 };
const paths = {
  course: (slug: string) => `/apec2025korea/detail/${slug}`,
  list: "/apec2025/list",
  area: (area: string) => `/apec2025/${area}`,
};

const meta = {
  title: "Features/Tours/CourseListScreen",
  component: CourseListScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/apec2025/list" },
    msw: { handlers: [courseHandlers.list] },
  },
} satisfies Meta<typeof CourseListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every course: a card each with its duration, guide languages, next departure and lowest open price; a course
 * with no open departure says so instead of a price. The areas are links, "All courses" the current one.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Summit tour courses" }, WAIT)).toBeVisible();
    const palace = await canvas.findByRole("link", { name: "Royal palaces of Seoul" }, WAIT);
    await expect(palace).toHaveAttribute("href", "/apec2025korea/detail/seoul-palaces");
    const card = within(palace.closest("li") as HTMLElement);
    await expect(card.getByText("4 h")).toBeVisible();
    await expect(card.getByText("English, Korean, Chinese")).toBeVisible();
    await expect(card.getByText("Next departure: Wed, May 20, 2026")).toBeVisible();
    await expect(card.getByText(/\$80/)).toBeVisible();
    const busan = within(canvas.getByRole("link", { name: "Busan harbour and Gamcheon" }).closest("li") as HTMLElement);
    await expect(busan.getByText("6 h 30 min")).toBeVisible();
    await expect(busan.getByText("No open departure")).toBeVisible();
    await expect(busan.getByText("No departure planned")).toBeVisible();
    const areas = within(canvas.getByRole("navigation", { name: "Areas" }));
    await expect(areas.getByRole("link", { name: "All courses" })).toHaveAttribute("aria-current", "page");
    await expect(areas.getByRole("link", { name: "Busan" })).toHaveAttribute("href", "/apec2025/busan");
  },
};

/** One area's page: only Seoul's courses, under Seoul's heading. */
export const SeoulArea: Story = {
  args: { area: "seoul" },
  parameters: { route: { path: "/apec2025/seoul" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Seoul courses" }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Royal palaces of Seoul" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Busan harbour and Gamcheon" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Seoul" })).toHaveAttribute("aria-current", "page");
  },
};

/** Nothing published yet: the page says so and when to come back. */
export const Empty: Story = {
  parameters: { msw: { handlers: [courseHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No courses yet" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/have not been published yet/)).toBeVisible();
  },
};

/** The list could not be read: what failed and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [courseHandlers.listError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The courses could not be loaded.", {}, WAIT)).toBeVisible();
    const retry = canvas.getByRole("button", { name: "Try again" });
    await userEvent.click(retry);
    await expect(await canvas.findByRole("button", { name: "Try again" }, WAIT)).toBeVisible();
  },
};

/** While the list is on its way: placeholders where the cards will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: [courseHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Royal palaces of Seoul" })).not.toBeInTheDocument();
  },
};

/** In Korean: the heading, the areas and the card's words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "정상회의 투어 코스" }, WAIT)).toBeVisible();
    await expect(await canvas.findByText("4시간", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("6시간 30분")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "부산" })).toBeVisible();
    await expect(canvas.getByText("예약 가능한 일정 없음")).toBeVisible();
  },
};
