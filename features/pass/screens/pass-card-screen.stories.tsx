import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import { toastStore } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import {
  activeCard,
  countCard,
  endedCard,
  endingCard,
  issuedBankCard,
  issuedCard,
  refundedCard,
  seasonCard,
} from "../mocks/fixtures";
import { cardHandlers, holderHandlers, refundHandlers } from "../mocks/handlers";
import { PassCardScreen } from "./pass-card-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Pass/PassCardScreen",
  component: PassCardScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { id: 901, paths: { myPasses: "/seoulitepass/mypage" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seoulitepass/card/901" },
    msw: { handlers: cardHandlers(activeCard) },
  },
  beforeEach: signedInStory("member", STORY_TOKEN),
} satisfies Meta<typeof PassCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Alex's active 2-day pass: the QR code of its token, the code, the time left counted from the server's answer
 * (not the phone's clock), its end in Korea time, and every scan so far with what it gave.
 */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("img", { name: "QR code of pass SP-000901 for Alex Morgan" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Alex Morgan" })).toBeVisible();
    await expect(canvas.getByText("SP-000901")).toBeVisible();
    await expect(canvas.getByText("Active")).toBeVisible();
    await expect(canvas.getByRole("timer", { name: "Time left" })).toHaveTextContent("1 d 13 h 59 min");
    await expect(canvas.getByText("Valid until May 16, 2026 at 11:59 PM KST")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Correct the name" })).not.toBeInTheDocument();

    const history = within(canvas.getByRole("region", { name: "Where it was used" }));
    const scans = history.getAllByRole("listitem");
    await expect(scans).toHaveLength(3);
    await expect(scans[0]).toHaveTextContent(
      /Gyeongbokgung Palace.*May 15, 2026 at 9:12 AM KST.*Free entry\..*Accepted/,
    );
    await expect(scans[1]).toHaveTextContent(/Already used here/);
    await expect(scans[2]).toHaveTextContent(/N Seoul Tower observatory.*20% off\..*Accepted/);
  },
};

/**
 * Sam's pass before its first scan: it starts at the first venue, a day pass counts that day whole (ADR 0030), it
 * may be refunded until a day in Korea time, and the name may still be corrected.
 */
export const NotActivated: Story = {
  args: { id: 902 },
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: cardHandlers(issuedCard) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Activates at the first venue scan.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Not yet activated")).toBeVisible();
    await expect(canvas.getByText(/counts the day of its first scan as its first day/)).toBeVisible();
    await expect(
      canvas.getByText(/Not used yet: \$59 goes back if you refund this pass by May 22, 2026 at 11:59 PM KST\./),
    ).toHaveTextContent(/returns to the card or account you paid with/);
    await expect(canvas.getByRole("button", { name: "Refund this pass" })).toBeVisible();
    await expect(canvas.getByText("Start using it by May 15, 2028 at 11:59 PM KST")).toBeVisible();
    await expect(canvas.queryByRole("timer")).not.toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: /QR code of pass SP-000902/ })).toBeVisible();
    await expect(canvas.getByText("Not scanned yet.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Correct the name" })).toBeVisible();
  },
};

/** The holder's name corrected in a small dialog: an empty name is refused at once, the new one shows on the card. */
export const CorrectHolder: Story = {
  args: { id: 902 },
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: holderHandlers(issuedCard) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Correct the name" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Correct the holder's name" }, WAIT));
    const name = dialog.getByRole("textbox", { name: /^Name as on passport/ });
    await expect(name).toHaveValue("Sam Lee");
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/as it appears on their passport or ID/));
    await userEvent.type(name, "Samuel Lee");
    await userEvent.click(dialog.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByRole("heading", { level: 2, name: "Samuel Lee" }, WAIT)).toBeVisible();
  },
};

/** A venue scanned the pass meanwhile: the server refuses the change, and the dialog says why in the page's words. */
export const HolderLocked: Story = {
  args: { id: 902 },
  parameters: {
    route: { path: "/seoulitepass/card/902" },
    msw: { handlers: holderHandlers(issuedCard, { locked: true }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Correct the name" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Correct the holder's name" }, WAIT));
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name as on passport/ }), "uel");
    await userEvent.click(dialog.getByRole("button", { name: "Save name" }));
    await expect(
      await dialog.findByText(/The holder's name cannot be changed once the pass has been used./, {}, WAIT),
    ).toBeVisible();
  },
};

const refundPage = { id: 902, paths: { myPasses: "/seoulitepass/mypage" } };

/** Every toast raised from now on (a toast shows for a second: the store is asked, not the screen). */
function toastsFromNow() {
  const shown = new Set<string>();
  toastStore.subscribe(() => {
    for (const toast of toastStore.getToasts()) shown.add(toast.message);
  });
  return shown;
}

/** Opens the refund's question and answers it. */
async function askRefund(canvas: Canvas, answer: RegExp) {
  await userEvent.click(await canvas.findByRole("button", { name: "Refund this pass" }, WAIT));
  const dialog = within(await screen.findByRole("alertdialog", { name: "Refund pass SP-000902?" }, WAIT));
  await expect(dialog.getByText(/Sam Lee's pass stops working at once/)).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: answer }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
}

/**
 * An unused pass refunded: asked once more (it stops working at once), then the card shows it refunded, without
 * its code, and says the money is on its way back.
 */
export const Refund: Story = {
  args: refundPage,
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: refundHandlers(issuedCard) } },
  play: async ({ canvas }) => {
    const toasts = toastsFromNow();
    await askRefund(canvas, /^Refund \$59$/);
    await waitFor(() => expect(toasts).toContain("The pass was refunded: $59 is on its way back."), WAIT);
    await expect(await canvas.findByText("Refunded on May 15, 2026 at 10:00 AM KST", {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Refund this pass" })).not.toBeInTheDocument();
  },
};

/** "Keep the pass": nothing is sent and the card stays as it was. */
export const RefundKept: Story = {
  args: refundPage,
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: refundHandlers(issuedCard) } },
  play: async ({ canvas }) => {
    await askRefund(canvas, /^Keep the pass$/);
    await expect(canvas.getByRole("button", { name: "Refund this pass" })).toHaveFocus();
    await expect(canvas.getByText("Not yet activated")).toBeVisible();
    await expect(canvas.getByRole("img", { name: /QR code of pass SP-000902/ })).toBeVisible();
  },
};

/** Paid by bank transfer: the staff return the share to the account the transfer came from. */
export const RefundByBank: Story = {
  args: refundPage,
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: refundHandlers(issuedBankCard) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Our staff return it to the bank account your transfer came from\./, {}, WAIT),
    ).toHaveTextContent(/₩59,000 goes back/);
    const toasts = toastsFromNow();
    await askRefund(canvas, /^Refund ₩59,000$/);
    await waitFor(
      () => expect(toasts).toContain("The pass was refunded: our staff will return ₩59,000 to your bank account."),
      WAIT,
    );
  },
};

/** A venue scanned the pass while the question was open: the server refuses, said beside the button. */
export const RefundRefused: Story = {
  args: refundPage,
  parameters: {
    route: { path: "/seoulitepass/card/902" },
    msw: { handlers: refundHandlers(issuedCard, "activated") },
  },
  play: async ({ canvas }) => {
    await askRefund(canvas, /^Refund \$59$/);
    await expect(await canvas.findByRole("alert", {}, WAIT)).toHaveTextContent(
      "The pass was not refunded. A pass that has been used cannot be refunded.",
    );
  },
};

/** The card service did not answer: nothing changed, and the member may try again. */
export const RefundUnavailable: Story = {
  args: refundPage,
  parameters: {
    route: { path: "/seoulitepass/card/902" },
    msw: { handlers: refundHandlers(issuedCard, "unavailable") },
  },
  play: async ({ canvas }) => {
    await askRefund(canvas, /^Refund \$59$/);
    await expect(await canvas.findByRole("alert", {}, WAIT)).toHaveTextContent(
      "The payment service is not answering. Please try again shortly.",
    );
    await expect(canvas.getByRole("button", { name: "Refund this pass" })).toBeEnabled();
    await expect(canvas.getByText("Not yet activated")).toBeVisible();
  },
};

/** The refund in Korean: the amount and where it goes back. */
export const RefundKorean: Story = {
  args: refundPage,
  globals: { locale: "ko" },
  parameters: { route: { path: "/seoulitepass/card/902" }, msw: { handlers: refundHandlers(issuedBankCard) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/환불 금액은 ₩59,000입니다\./, {}, WAIT)).toHaveTextContent(
      /입금하신 은행 계좌로 담당자가 돌려드립니다\./,
    );
    await userEvent.click(canvas.getByRole("button", { name: "이 패스 환불하기" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "SP-000902 패스를 환불할까요?" }, WAIT));
    await expect(dialog.getByRole("button", { name: "₩59,000 환불하기" })).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "패스 유지하기" }));
  },
};

/** A count pass: the uses left stand out. */
export const CountPass: Story = {
  args: { id: 877 },
  parameters: { route: { path: "/seoulitepass/card/877" }, msw: { handlers: cardHandlers(countCard) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 uses left", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("5-use pass")).toBeVisible();
    await expect(canvas.getByRole("timer", { name: "Time left" })).toHaveTextContent("710 d 0 h 0 min");
  },
};

/** A festival pass bought before its season: the day it can first be used. */
export const NotYetValid: Story = {
  args: { id: 903 },
  parameters: { route: { path: "/seoulitepass/card/903" }, msw: { handlers: cardHandlers(seasonCard) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This pass can be used from June 1, 2026.", {}, WAIT)).toBeVisible();
  },
};

const ending = { count: 0 };

/** The countdown reaches 0 on screen: the card says expired at once, hides its code and reads the card again. */
export const CountdownEnds: Story = {
  parameters: { msw: { handlers: cardHandlers([endingCard, endedCard], ending) } },
  beforeEach: () => {
    ending.count = 0;
  },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole("timer", { name: "Time left" }, WAIT);
    await expect(timer).toHaveTextContent(/0 min 0[1-3] s/);
    await waitFor(() => expect(canvas.getByText("Expired")).toBeVisible(), { timeout: 6000 });
    await expect(canvas.getByText("Expired: Its validity has ended.")).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
    await waitFor(() => expect(ending.count).toBe(2));
  },
};

/** A refunded pass: void, so no code to show; when it was refunded. */
export const Refunded: Story = {
  args: { id: 641 },
  parameters: { route: { path: "/seoulitepass/card/641" }, msw: { handlers: cardHandlers(refundedCard) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Refunded on September 4, 2025 at 2:20 PM KST", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Refunded")).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** Another member's pass, or a mistyped address. */
export const NotFound: Story = {
  parameters: { msw: { handlers: cardHandlers("notFound") } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This pass does not exist" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My passes" })).toHaveAttribute("href", "/seoulitepass/mypage");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: cardHandlers("loading") } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: cardHandlers("error") } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The pass could not be loaded.");
    await expect(alert).toHaveTextContent("The pass desk is resting for a minute.");
  },
};

/** The session ended: no code is left on the screen. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: cardHandlers("unauthorized") } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("timer", { name: "남은 시간" }, WAIT)).toHaveTextContent("1일 13시간 59분");
    await expect(canvas.getByText("사용 중")).toBeVisible();
    await expect(canvas.getByText("2026년 5월 16일 23:59 (한국 시간)까지 사용 가능")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "사용 내역" })).toBeVisible();
    await expect(canvas.getAllByText("승인")[0]).toBeVisible();
  },
};
