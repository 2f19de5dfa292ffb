import { loadErrorStory, routedScreenMeta } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { conferenceHandler, conferenceHandlers } from "../mocks/handlers";
import { onPhone } from "../mocks/on-phone";
import { ConferenceScreen } from "./conference-screen";

const meta = {
  title: "Features/Fair/ConferenceScreen",
  component: ConferenceScreen,
  tags: ["autodocs"],
  ...routedScreenMeta("/mice/conference/conference-1", [conferenceHandler()]),
  // a reader in Korea unless a story says otherwise (the browser's zone would make the pictures differ by machine)
  args: { timeZone: "Asia/Seoul", onDayChange: fn() },
  argTypes: { onDayChange: { control: false } },
} satisfies Meta<typeof ConferenceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first day's keynote, once the programme has come. */
const findKeynote = (canvas: Canvas) =>
  canvas.findByRole("article", { name: "The next ten years of sustainable events" }, { timeout: 5000 });

/** The first day open: each session with its Korea time, track, room, summary and speakers; no second time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Conference programme");
    const days = await canvas.findByRole("tablist", { name: "Days of the conference" }, { timeout: 5000 });
    const tabs = within(days).getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent)).toEqual(["Day 1 · Wed 30 December", "Day 2 · Thu 31 December"]);
    await expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    const sessions = canvas.getAllByRole("article");
    await expect(sessions).toHaveLength(3);
    const keynote = canvas.getByRole("article", { name: "The next ten years of sustainable events" });
    await expect(keynote).toHaveTextContent("10:00–10:45 Korea time");
    await expect(keynote).toHaveTextContent("Keynote");
    await expect(keynote).toHaveTextContent("Grand Ballroom");
    await expect(keynote).toHaveTextContent("Seoyeon Kim · President, Korea MICE Association");
    for (const session of sessions) await expect(session).not.toHaveTextContent("your time");
  },
};

/** A reader in London: their own time beside Korea's, on the same day. */
export const ReaderInLondon: Story = {
  args: { timeZone: "Europe/London" },
  play: async ({ canvas }) => {
    const keynote = await findKeynote(canvas);
    await expect(keynote).toHaveTextContent("10:00–10:45 Korea time");
    await expect(keynote).toHaveTextContent("01:00–01:45 your time (London)");
  },
};

/** A reader in New York: Korea's morning is their evening before, so their day is named. */
export const ReaderInNewYork: Story = {
  args: { timeZone: "America/New_York" },
  play: async ({ canvas }) => {
    const keynote = await findKeynote(canvas);
    await expect(keynote).toHaveTextContent("29 December, 20:00–20:45 your time (New York)");
    const afternoon = canvas.getByRole("article", { name: "Korea's regional cities as incentive destinations" });
    await expect(afternoon).toHaveTextContent("00:00–01:00 your time (New York)");
  },
};

/** The address names the second day (`?day=`): the programme opens on it. */
export const DayFromTheAddress: Story = {
  args: { day: "2026-12-31" },
  parameters: { route: { path: "/mice/conference/conference-1?day=2026-12-31" } },
  play: async ({ canvas }) => {
    const second = await canvas.findByRole("tab", { name: "Day 2 · Thu 31 December" }, { timeout: 5000 });
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("article", { name: "The MICE industry in 2027" })).toHaveTextContent(
      "09:30–10:30 Korea time",
    );
  },
};

/** Choosing another day shows its sessions and tells the site, which may put the day in the address. */
export const ChoosingADay: Story = {
  play: async ({ canvas, args }) => {
    const second = await canvas.findByRole("tab", { name: "Day 2 · Thu 31 December" }, { timeout: 5000 });
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(await canvas.findByRole("article", { name: "New Year's Eve networking" })).toHaveTextContent(
      "23:00–23:45 Korea time",
    );
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(args.onDayChange).toHaveBeenCalledWith("2026-12-31");
    // the arrow keys move between the days
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Day 1 · Wed 30 December" })).toHaveAttribute("aria-selected", "true");
  },
};

/** No session announced yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [conferenceHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "The programme is not out yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("tablist")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [conferenceHandlers.loading] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Conference programme");
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = loadErrorStory([conferenceHandlers.error], "We couldn't load the programme.");

/** The first answer fails; trying again shows the programme. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [conferenceHandlers.failsOnce()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(
      await canvas.findByRole("article", { name: "The next ten years of sustainable events" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** In Korean, for a reader in London: the sessions in the server's Korean, the days and times in Korean order. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { timeZone: "Europe/London" },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "컨퍼런스 프로그램");
    const first = await canvas.findByRole("tab", { name: "1일차 · 12월 30일 (수)" }, { timeout: 5000 });
    await expect(first).toHaveAttribute("aria-selected", "true");
    const keynote = canvas.getByRole("article", { name: "지속 가능한 행사의 다음 10년" });
    await expect(keynote).toHaveTextContent("한국 시간 10:00–10:45");
    await expect(keynote).toHaveTextContent("현지 시간 01:00–01:45 (London)");
    await expect(keynote).toHaveTextContent("김서연 · 대표, 한국MICE협회");
  },
};

/** On a phone: the time sits above the session, the day tabs scroll sideways rather than overflow the page. */
export const Phone: Story = {
  decorators: [onPhone],
  args: { timeZone: "Europe/London" },
  play: async ({ canvas }) => {
    const keynote = await findKeynote(canvas);
    await expect(keynote.scrollWidth).toBeLessThanOrEqual(keynote.clientWidth);
    const time = keynote.querySelector("[data-slot=fair-session-time]") as HTMLElement;
    const title = within(keynote).getByRole("heading", { level: 3 });
    await expect(time.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};
