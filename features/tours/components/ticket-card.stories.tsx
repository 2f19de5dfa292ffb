import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { cancelledTickets, koreanTickets, unpaidTickets, usedTicket, validTickets } from "../mocks/fixtures";
import { withTicketOrigin } from "../mocks/ticket-origin";
import { TicketCard } from "./ticket-card";

// the tours' messages load on first use
const WAIT = { timeout: 5000 };
const [valid, second] = validTickets;
const [unpaid] = unpaidTickets;
const [cancelled] = cancelledTickets;
const [korean] = koreanTickets;
if (!valid || !second || !unpaid || !cancelled || !korean) throw new Error("ticket fixtures missing");

const meta = {
  title: "Features/Tours/TicketCard",
  component: TicketCard,
  tags: ["autodocs"],
  decorators: [withTicketOrigin],
  args: { ticket: valid },
  parameters: { layout: "padded" },
} satisfies Meta<typeof TicketCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid ticket: the code the gate reads, who, which of the party, the course, when and where, and "Valid". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("img", { name: "QR code of ticket 1 of 2 for Alex Morgan" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByText("Valid")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save as image" })).toBeVisible();
  },
};

/** The controls to try any ticket; its picture is the Default story's. */
export const Playground: Story = { tags: ["no-visual"] };

/** Each state side by side: valid, not yet paid, cancelled (no code), used (and when), and on paper. */
export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <TicketCard ticket={second} />
      <TicketCard ticket={unpaid} />
      <TicketCard ticket={cancelled} />
      <TicketCard ticket={usedTicket} />
      <TicketCard ticket={valid} printed />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole("article", {}, WAIT);
    await expect(cards.map((card) => card.dataset.state)).toEqual(["valid", "unpaid", "cancelled", "used", "valid"]);
    await expect(within(cards[1] as HTMLElement).getByText("Not yet paid")).toBeVisible();
    await expect(within(cards[2] as HTMLElement).queryByRole("img")).not.toBeInTheDocument();
    await expect(within(cards[3] as HTMLElement).getByText("Used at May 20, 2026 at 8:52 AM KST.")).toBeVisible();
    // on paper: no buttons
    await expect(within(cards[4] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { ticket: korean },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("사용 가능", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("집결 장소에서 이 코드를 보여 주세요.")).toBeVisible();
  },
};
