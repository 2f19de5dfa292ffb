import { getToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ADMIN_MEETINGS_PATH, BUSINESSES_PATH } from "../api/paths";
import { ADMIN_PATHS as PATHS, adminStoryMeta, atTheMiceFair, expectAllAtMice } from "../mocks/story-meta";
import { martAdminApi, unauthorizedHandlers } from "../mocks/handlers";
import { AdminMeetingsScreen } from "./admin-meetings-screen";

const meta = {
  title: "Features/Meetings/Admin/AdminMeetingsScreen",
  component: AdminMeetingsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.meetings),
} satisfies Meta<typeof AdminMeetingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

/** The meeting of one pair in the grid (its list item), found by its status select's name. */
async function meetingItem(canvas: Canvas, name: string) {
  const select = await canvas.findByRole("combobox", { name }, { timeout: 5000 });
  return { select, item: select.closest("li") as HTMLElement };
}

async function choose(trigger: HTMLElement, option: string) {
  // the company selects wait for their lists
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** A count of the day's summary, e.g. "Confirmed" -> "2". */
function count(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label).closest("div") as HTMLElement;
  return term.querySelector("dd")?.textContent ?? "";
}

const statusOfHanoiAndSeoul = "Status of the meeting of Hanoi Care Tours and Seoul Bright Clinic";

const refusedApi = martAdminApi();

/**
 * The first coming mart day: the counts per status, every slot (the closed one marked) with its meetings. Confirming
 * the 10:30 request is refused, since the seller is already booked then: the server's reason appears beside that
 * meeting, which keeps its status, and nothing else changes.
 */
export const Default: Story = {
  parameters: { msw: { handlers: refusedApi.handlers } },
  play: async ({ canvas }) => {
    const counts = await canvas.findByRole("region", { name: "Meetings on Wed, May 20, 2026" }, { timeout: 5000 });
    await expect(canvas.getByRole("tab", { name: "Wed, May 20, 2026" })).toHaveAttribute("aria-selected", "true");
    await expect(within(counts).getByText("7 meetings in all")).toBeVisible();
    await expect(count(counts, "Confirmed")).toBe("2");
    await expect(count(counts, "Requested")).toBe("1");
    await expect(count(counts, "Cancel requested")).toBe("1");

    const closedRow = (await canvas.findByRole("heading", { level: 3, name: "11:00–11:30" })).closest(
      "li",
    ) as HTMLElement;
    await expect(within(closedRow).getByText("Closed")).toBeVisible();
    await expect(closedRow).toHaveTextContent("Tashkent MediTour");
    await expect(closedRow).toHaveTextContent("Canceled");

    const { select, item } = await meetingItem(canvas, statusOfHanoiAndSeoul);
    await expect(item).toHaveTextContent("BoothA-01");
    await expect(item).toHaveTextContent("Requested byBuyer");
    await choose(select, "Confirmed");
    await expect(await within(item).findByRole("alert")).toHaveTextContent(
      "The seller already has a confirmed meeting at this time.",
    );
    await expect(refusedApi.writes.statuses).toEqual([{ id: 502, status: "confirmed" }]);
    await expect(select).toHaveTextContent("Requested");
    await expect(count(counts, "Requested")).toBe("1");
    await expect(canvas.getAllByRole("alert")).toHaveLength(1);
  },
};

const matchApi = martAdminApi();

/**
 * Matching a buyer and a seller: the booth follows the seller; a slot where the buyer is already booked is refused
 * with the operators' wording under the form; another slot books them, and the meeting joins the grid.
 */
export const MatchAMeeting: Story = {
  parameters: { msw: { handlers: matchApi.handlers } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "Match a meeting" }, { timeout: 5000 });
    const inForm = within(form);
    await choose(await inForm.findByRole("combobox", { name: /^Buyer/ }), "Almaty Health Travel");
    await choose(inForm.getByRole("combobox", { name: /^Seller/ }), "Busan Wellness Center (A-02)");
    await expect(inForm.getByRole("textbox", { name: "Booth" })).toHaveValue("A-02");
    await choose(inForm.getByRole("combobox", { name: /^Slot/ }), "10:00–10:30");
    await userEvent.click(inForm.getByRole("button", { name: "Match" }));
    await expect(await inForm.findByRole("alert")).toHaveTextContent(
      "The buyer already has a confirmed meeting at this time.",
    );

    await choose(inForm.getByRole("combobox", { name: /^Slot/ }), "10:30–11:00");
    await userEvent.click(inForm.getByRole("button", { name: "Match" }));
    await expect(await inForm.findByRole("status")).toHaveTextContent(
      "Matched Almaty Health Travel and Busan Wellness Center at 10:30–11:00.",
    );
    await expect(inForm.queryByRole("alert")).not.toBeInTheDocument();
    await expect(matchApi.writes.matches.at(-1)).toEqual({
      buyer_id: 11,
      seller_id: 22,
      slot_id: 102,
      booth_no: "A-02",
      message: "",
    });
    const { item } = await meetingItem(
      canvas,
      "Status of the meeting of Almaty Health Travel and Busan Wellness Center",
    );
    await expect(item).toHaveTextContent("Admin matching");
    await expect(item).toHaveTextContent("Requested byOperator");
    const counts = canvas.getByRole("region", { name: "Meetings on Wed, May 20, 2026" });
    await waitFor(() => expect(count(counts, "Admin matching")).toBe("2"));
  },
};

const koreanApi = martAdminApi();

/** The grid in Korean, the companies by their Korean names (asked with lang=ko), the server's refusal included. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: koreanApi.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "미팅 현황표" }, { timeout: 5000 }),
    ).toBeVisible();
    const counts = await canvas.findByRole("region", { name: "2026년 5월 20일 (수) 미팅" });
    await expect(within(counts).getByText("모두 7건")).toBeVisible();
    await expect(count(counts, "확정")).toBe("2");
    await expect(canvas.getByRole("form", { name: "미팅 매칭" })).toBeVisible();
    const { select, item } = await meetingItem(canvas, "하노이 케어 투어와(과) 서울 브라이트 의원 미팅의 상태");
    await choose(select, "확정");
    await expect(await within(item).findByRole("alert")).toHaveTextContent(
      "셀러는 이 시간에 이미 확정된 미팅이 있습니다.",
    );
  },
};

const miceApi = martAdminApi();

/**
 * The same grid on the MICE fair's site: it speaks of the fair, and every call (the slots, the day's meetings, the
 * companies of each side, the match) asks for the fair's (`?fair=mice`).
 */
export const AtTheMiceFair: Story = {
  ...atTheMiceFair("meetings", miceApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("tablist", { name: "Fair days" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^Every meeting of the fair, slot by slot\./)).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Fair operations" });
    await expect(within(nav).getByRole("link", { name: "Slots" })).toHaveAttribute("href", "/mice/admin/slots");

    const form = within(await canvas.findByRole("form", { name: "Match a meeting" }));
    await choose(await form.findByRole("combobox", { name: /^Buyer/ }), "Almaty Health Travel");
    await choose(form.getByRole("combobox", { name: /^Seller/ }), "Busan Wellness Center (A-02)");
    await choose(form.getByRole("combobox", { name: /^Slot/ }), "10:30–11:00");
    await userEvent.click(form.getByRole("button", { name: "Match" }));
    await expect(await form.findByRole("status")).toHaveTextContent(
      "Matched Almaty Health Travel and Busan Wellness Center at 10:30–11:00.",
    );

    const asked = (method: string, path: string) =>
      miceApi.calls.filter((call) => call.method === method && call.url.pathname === path);
    await expect(asked("GET", ADMIN_MEETINGS_PATH).length).toBeGreaterThan(0);
    await expect(asked("POST", ADMIN_MEETINGS_PATH)).toHaveLength(1);
    await expect(
      asked("GET", BUSINESSES_PATH)
        .map((call) => call.url.searchParams.get("role"))
        .sort(),
    ).toEqual(["buyer", "seller"]);
    await expectAllAtMice(miceApi.calls);
  },
};

// Last on purpose: it ends with the session cleared.
/** The operator's session ended: the slot list answers 401, the token goes, and the admin sign-in takes over. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fsitmmt%2Fadmin%2Fmeetings" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};
