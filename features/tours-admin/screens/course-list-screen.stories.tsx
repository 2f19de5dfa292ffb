import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { consoleApi } from "../mocks/handlers";
import { CONSOLE_PATHS, consoleReadStates, consoleStoryMeta } from "../mocks/story-meta";
import { CourseListScreen } from "./course-list-screen";

const meta = {
  title: "Features/ToursAdmin/CourseListScreen",
  component: CourseListScreen,
  tags: ["autodocs"],
  ...consoleStoryMeta(CONSOLE_PATHS.courses),
  args: {
    paths: {
      newCourse: CONSOLE_PATHS.newCourse,
      course: CONSOLE_PATHS.course,
      departures: CONSOLE_PATHS.departures,
    },
  },
} satisfies Meta<typeof CourseListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every course, published or not, in the operators' order: a sub-course names its main course, a draft says it is
 * not published, and each course leads to its editor and its departures.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Summit courses")).toBeVisible();
    const table = within(await canvas.findByRole("table", { name: "Summit courses" }));
    const rows = table.getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByRole("link", { name: "Palaces and Hanok Village" })).toHaveAttribute(
      "href",
      CONSOLE_PATHS.course("seoul-palaces-and-hanok"),
    );
    await expect(rows[1]).toHaveTextContent("4 ahead of 5");
    await expect(rows[2]).toHaveTextContent("Part of Palaces and Hanok Village");
    await expect(within(rows[3]!).getByText("Not published")).toBeVisible();
    await expect(table.getByRole("link", { name: "Departures of Harbour Lights" })).toHaveAttribute(
      "href",
      CONSOLE_PATHS.departures("busan-harbour-lights"),
    );
    await expect(canvas.getByRole("link", { name: "New course" })).toHaveAttribute("href", CONSOLE_PATHS.newCourse);
  },
};

/** No course yet: said, with the way to the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: consoleApi({ courses: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No courses yet" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "New course" })).toBeVisible();
  },
};

/** The list in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "정상회의 투어 코스")).toBeVisible();
    const table = within(await canvas.findByRole("table", { name: "정상회의 투어 코스" }));
    await expect(table.getByRole("link", { name: "궁궐과 한옥마을" })).toBeVisible();
    await expect(table.getByText("궁궐과 한옥마을의 하위 코스")).toBeVisible();
    await expect(table.getByText("비공개")).toBeVisible();
  },
};

const states = consoleReadStates({
  failed: ["We couldn't load the courses.", "The service is being updated. Try again in a minute."],
  loading: (canvas) => canvas.queryByRole("table"),
  signedOut: (canvas) => canvas.queryByRole("link", { name: "New course" }),
});

/** Waiting for the courses. */
export const Loading: Story = states.Loading;

/** The courses could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere: the read answers 401, the session is cleared and the page says so. */
export const Unauthorized: Story = states.Unauthorized;
