import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { courseHandlers } from "../mocks/handlers";
import { waitlistHandlers } from "../mocks/waitlist-handlers";
import { CourseDetailScreen } from "./course-detail-screen";

const WAIT = { timeout: 5000 };
const paths = {
  list: "/apec2025korea",
  subCourse: (slug: string) => `/apec2025korea/subcourse/${slug}`,
  reservation: (slug: string, id: number) => `/apec2025korea/reservation?course=${slug}&departure=${id}`,
};

const meta = {
  title: "Features/Tours/CourseDetailScreen",
  component: CourseDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { slug: "seoul-palaces", paths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/apec2025korea/detail/seoul-palaces" },
    msw: { handlers: [courseHandlers.detail] },
  },
} satisfies Meta<typeof CourseDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The palace course: its itinerary in Korea time, meeting point, the 48-hour free cancellation and the minimum of
 * 2 travellers said plainly. Full, closed and called-off departures cannot be chosen; choosing the 29 May departure
 * leads to the form with it in the address.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Royal palaces of Seoul" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Gwanghwamun Gate, in front of the ticket office")).toBeVisible();
    await expect(canvas.getByText("Times are Korea time (KST).")).toBeVisible();
    await expect(canvas.getByText(/Free cancellation until 48 hours before departure/)).toBeVisible();
    await expect(canvas.getByText(/At least 2 travellers are needed for a departure to run/)).toBeVisible();

    const departures = within(canvas.getByRole("radiogroup", { name: "Departures" }));
    const first = departures.getByRole("radio", { name: /Wed, May 20, 2026/ });
    await expect(first).toBeChecked();
    await expect(departures.getByRole("radio", { name: /May 22, 2026.*Full/ })).toBeDisabled();
    await expect(departures.getByRole("radio", { name: /May 24, 2026.*Closed/ })).toBeDisabled();
    await expect(departures.getByRole("radio", { name: /May 27, 2026.*Called off/ })).toBeDisabled();
    const last = departures.getByRole("radio", { name: /May 29, 2026.*Seats left: 2/ });
    await userEvent.click(last);
    await expect(canvas.getByRole("link", { name: "Reserve this departure" })).toHaveAttribute(
      "href",
      "/apec2025korea/reservation?course=seoul-palaces&departure=45",
    );
    await expect(canvas.getByRole("link", { name: "Changdeokgung by moonlight" })).toHaveAttribute(
      "href",
      "/apec2025korea/subcourse/seoul-palaces-night",
    );
  },
};

/** A course whose departures are all full or called off: nothing to choose, so no way to the form. */
export const NothingOpen: Story = {
  args: { slug: "busan-harbour" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Busan harbour and Gamcheon" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(/Free cancellation until 72 hours/)).toBeVisible();
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole("link", { name: "Reserve this departure" })).not.toBeInTheDocument();
  },
};

/** An address of a course that does not exist: said plainly, with the way back to the courses. */
export const NotFound: Story = {
  args: { slug: "no-such-course" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This course does not exist" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See all courses" })).toHaveAttribute("href", "/apec2025korea");
  },
};

/** The course could not be read: what failed and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [courseHandlers.detailError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The course could not be loaded.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** While the course is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [courseHandlers.detailLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
  },
};

/** In Korean: the policy, the rule and the departures' states. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "출발 일정" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/출발 48시간 전\(한국 시간\)까지 무료로 취소/)).toBeVisible();
    await expect(canvas.getByText(/최소 2명 이상이어야 합니다/)).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /마감/ })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: /출발 취소/ })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "이 일정으로 예약하기" })).toBeVisible();
  },
};

/** A full departure offers its waitlist beside it: the dialog opens for that departure and confirms the place. */
export const FullDepartureWaitlist: Story = {
  parameters: { msw: { handlers: [courseHandlers.detail, ...waitlistHandlers()] } },
  play: async ({ canvas }) => {
    const join = await canvas.findByRole("button", { name: /Join the waitlist: .*May 22, 2026/ }, WAIT);
    await expect(canvas.getAllByRole("button", { name: /Join the waitlist/ })).toHaveLength(1);
    await userEvent.click(join);
    const dialog = within(await screen.findByRole("dialog", { name: "Join the waitlist" }, WAIT));
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name/ }), "Ana Lima");
    await userEvent.type(dialog.getByRole("textbox", { name: /^E-mail/ }), "ana@example.com");
    await userEvent.click(dialog.getByRole("button", { name: "Join the waitlist" }));
    await expect(await screen.findByRole("status", {}, WAIT)).toHaveTextContent("You are number 3 in line");
  },
};
