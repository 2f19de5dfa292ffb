import { closeDialogWith, forbiddenStory, loadErrorStory, openDialog, signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import {
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  membersAdminApi,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { MEMBERS_ADMIN_PATHS as PATHS, membersAdminStoryMeta } from "../mocks/story-meta";
import { MemberAdminScreen } from "./member-admin-screen";

const PATTERN = "/admin/members/:id";

const meta = {
  title: "Features/MembersAdmin/MemberAdminScreen",
  component: MemberAdminScreen,
  tags: ["autodocs"],
  ...membersAdminStoryMeta(PATHS.member(30), PATTERN, { id: 30 }),
} satisfies Meta<typeof MemberAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const memberHeading = (canvas: Canvas, name = "Kim Minji") =>
  canvas.findByRole("heading", { level: 2, name }, { timeout: 5000 });

/** An operator's view: the account, the activity, the points and their history, the coupons, the changes. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(canvas.getByText("Active")).toBeVisible();
    await expect(canvas.getByText("minji@example.com")).toBeVisible();
    await expect(canvas.getByText("Kakao")).toBeVisible();
    await expect(canvas.getByText("3 reservations")).toBeVisible();
    await expect(canvas.getByText("1 review")).toBeVisible();
    await expect(canvas.getByText("2 inquiries")).toBeVisible();
    await expect(canvas.getByText("Balance: 350 P")).toBeVisible();
    // the history comes page by page, with who wrote each row
    await expect(await canvas.findByText("Reservation R261110-ABCDEF")).toBeVisible();
    await expect(canvas.getByText("-150")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "By" })).toBeVisible();
    await expect(canvas.getAllByText("Automatic")).toHaveLength(2);
    await expect(canvas.getByText("1–2 of 2 movements")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages of the points history" })).toBeNull();
    await expect(canvas.getByText("Held (1)")).toBeVisible();
    await expect(canvas.getByText("Welcome 10% off")).toBeVisible();
    await expect(canvas.getByText("5,000 KRW off")).toBeVisible();
    await expect(canvas.getByText("No expired coupon.")).toBeVisible();
    await expect(canvas.getByText("No coupon revoked.")).toBeVisible();
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    // the changes the role allows come with the role (asked beside the member); only a held coupon is revocable
    await expect(canvas.getByRole("button", { name: "Revoke Welcome 10% off (WELCOME-5)" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Revoke / })).toHaveLength(1);
    await expect(await canvas.findByRole("button", { name: "Deactivate" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Grant or take back points" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Give a coupon" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the members" })).toHaveAttribute("href", PATHS.list);
  },
};

/** A viewer reads everything and is offered no change. */
export const Viewer: Story = {
  parameters: { msw: { handlers: membersAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(canvas.getByText("Balance: 350 P")).toBeVisible();
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Deactivate" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Grant or take back points" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Give a coupon" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Revoke / })).toBeNull();
    await expect(await canvas.findByText("Reservation R261110-ABCDEF")).toBeVisible();
  },
};

/** A clerk may change a member (no money moves here), so every button is offered. */
export const Clerk: Story = {
  parameters: { msw: { handlers: membersAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Deactivate" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Grant or take back points" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Give a coupon" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Revoke Welcome 10% off (WELCOME-5)" })).toBeVisible();
  },
};

/** A long points history: twenty rows a page, the operator's adjustments named, the pages to move through. */
export const PointsHistoryPages: Story = {
  parameters: { msw: { handlers: membersAdminApi({ longHistory: 45 }).handlers } },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(await canvas.findByText("1–20 of 45 movements")).toBeVisible();
    await expect(canvas.getByText("Apology no. 45")).toBeVisible();
    await expect(canvas.getAllByText("Kim Operator").length).toBeGreaterThan(0);
    await expect(canvas.queryByText("Apology no. 25")).toBeNull();
    const pages = canvas.getByRole("navigation", { name: "Pages of the points history" });
    await userEvent.click(within(pages).getByRole("button", { name: /2/ }));
    await expect(await canvas.findByText("21–40 of 45 movements")).toBeVisible();
    await expect(await canvas.findByText("Apology no. 25")).toBeVisible();
    await expect(canvas.queryByText("Apology no. 45")).toBeNull();
    await userEvent.click(within(pages).getByRole("button", { name: /3/ }));
    await expect(await canvas.findByText("41–45 of 45 movements")).toBeVisible();
    await expect(await canvas.findByText("Review reward no. 1")).toBeVisible();
  },
};

/** The points history on its way: the member is there, the history's table waits. */
export const PointsHistoryLoading: Story = {
  parameters: { msw: { handlers: membersAdminApi({ points: "wait" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(canvas.getByText("Balance: 350 P")).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Points history, newest first" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.queryByText("Reservation R261110-ABCDEF")).toBeNull();
  },
};

/** The points history could not be read: said in its place, with a retry; the rest of the page stands. */
export const PointsHistoryError: Story = {
  parameters: { msw: { handlers: membersAdminApi({ points: "fail" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the points history.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByText("Welcome 10% off")).toBeVisible();
  },
};

/** Revoking a held coupon asks why; then it is listed revoked with the reason, and the change is in the trail. */
export const RevokeCoupon: Story = {
  parameters: { msw: { handlers: membersAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Revoke Welcome 10% off (WELCOME-5)", "Revoke “Welcome 10% off”?");
    await expect(dialog.getByText(/A used coupon cannot be revoked/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Revoke the coupon" }));
    await expect(await dialog.findByText("Please give a reason.")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Given twice");
    await closeDialogWith(dialog, "Revoke the coupon");
    await expect(await canvas.findByText("Revoked (1)")).toBeVisible();
    await expect(canvas.getByText("Held (0)")).toBeVisible();
    await expect(canvas.getByText(/^Revoked .+: Given twice$/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Revoke / })).toBeNull();
    await expect(await canvas.findByText("Coupon “Welcome 10% off” revoked: Given twice")).toBeVisible();
  },
};

/** The member used the coupon a moment before (409): said in the dialog, which only closes; the page shows it used. */
export const RevokeUsedCoupon: Story = {
  parameters: { msw: { handlers: membersAdminApi({ usedElsewhere: [5] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Revoke Welcome 10% off (WELCOME-5)", "Revoke “Welcome 10% off”?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Given twice");
    await userEvent.click(dialog.getByRole("button", { name: "Revoke the coupon" }));
    await expect(
      await dialog.findByText("This coupon has already been used; a used coupon cannot be revoked."),
    ).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Revoke the coupon" })).toBeNull();
    await closeDialogWith(dialog, "Back to the member");
    await expect(await canvas.findByText("Used (2)")).toBeVisible();
    await expect(canvas.getByText("Revoked (0)")).toBeVisible();
  },
};

/** The server refuses for a moment (503): said in the dialog, which keeps the reason; trying again revokes it. */
export const RevokeRefused: Story = {
  parameters: { msw: { handlers: membersAdminApi({ revokeFailures: 1 }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Revoke Welcome 10% off (WELCOME-5)", "Revoke “Welcome 10% off”?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Given twice");
    await userEvent.click(dialog.getByRole("button", { name: "Revoke the coupon" }));
    await expect(await dialog.findByText(/Try again in a minute/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /Reason/ })).toHaveValue("Given twice");
    await expect(canvas.getByText("Held (1)")).toBeVisible();
    await closeDialogWith(dialog, "Revoke the coupon");
    await expect(await canvas.findByText("Revoked (1)")).toBeVisible();
  },
};

/** Granting points: the balance and history change, and the change is listed with its reason. */
export const GrantPoints: Story = {
  parameters: { msw: { handlers: membersAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Grant or take back points", "Grant or take back points");
    await expect(dialog.getByText(/now holds 350 P/)).toBeVisible();
    await userEvent.type(dialog.getByRole("spinbutton", { name: /Points/ }), "500");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Sorry for the late pickup");
    await closeDialogWith(dialog, "Save");
    await expect(await canvas.findByText("Balance: 850 P")).toBeVisible();
    await expect((await canvas.findAllByText("+500"))[0]).toBeVisible();
    await expect(await canvas.findByText("500 P granted: Sorry for the late pickup")).toBeVisible();
  },
};

/** The form's own checks: a zero and no reason are said beside their fields, nothing is sent. */
export const PointsInvalid: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Grant or take back points", "Grant or take back points");
    await userEvent.type(dialog.getByRole("spinbutton", { name: /Points/ }), "0");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("Please enter a number of points other than zero.")).toBeVisible();
    await expect(dialog.getByText("Please give a reason.")).toBeVisible();
  },
};

/** Taking back more than the member holds: the server's refusal (409) is said beside the amount. */
export const PointsBelowZero: Story = {
  parameters: { msw: { handlers: membersAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Grant or take back points", "Grant or take back points");
    await userEvent.type(dialog.getByRole("spinbutton", { name: /Points/ }), "-400");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Granted twice");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(
      await dialog.findByText("The member does not hold that many points; the balance cannot go below zero."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(canvas.getByText("Balance: 350 P")).toBeVisible();
  },
};

/** Giving a coupon: it joins the held ones, and the change is listed. */
export const GiveCoupon: Story = {
  parameters: { msw: { handlers: membersAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Give a coupon", "Give a coupon");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name(?! in Korean)/ }), "Sorry 10 USD");
    await userEvent.type(dialog.getByRole("spinbutton", { name: /Discount value/ }), "10");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Pickup was late");
    await closeDialogWith(dialog, "Give the coupon");
    await expect(await canvas.findByText("Held (2)")).toBeVisible();
    await expect(canvas.getByText("Sorry 10 USD")).toBeVisible();
    await expect(await canvas.findByText("Coupon “Sorry 10 USD” given: Pickup was late")).toBeVisible();
  },
};

/** Deactivating asks why; once done the member shows deactivated and may be reactivated. */
export const Deactivate: Story = {
  parameters: { msw: { handlers: membersAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Deactivate", "Deactivate Kim Minji?");
    await expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Deactivate" }));
    await expect(await dialog.findByText("Please give a reason.")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Chargeback fraud");
    await closeDialogWith(dialog, "Deactivate");
    await expect(await canvas.findByRole("button", { name: "Reactivate" })).toBeVisible();
    await expect(canvas.getByText("Deactivated", { selector: "[data-slot=status-badge]" })).toBeVisible();
    await expect(await canvas.findByText("Deactivated: Chargeback fraud")).toBeVisible();
  },
};

/** A deactivated member: reactivating needs no reason. */
export const Reactivate: Story = {
  args: { id: 29 },
  parameters: {
    route: { path: PATHS.member(29), pattern: PATTERN },
    msw: { handlers: membersAdminApi().handlers },
  },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas, "Lee Jun")).toBeVisible();
    await expect(canvas.getByText("Balance: 0 P")).toBeVisible();
    await expect(await canvas.findByText("No points yet.")).toBeVisible();
    const dialog = await openDialog(canvas, "Reactivate", "Reactivate Lee Jun?");
    await closeDialogWith(dialog, "Reactivate");
    await expect(await canvas.findByRole("button", { name: "Deactivate" })).toBeVisible();
    await expect(await canvas.findByText("Reactivated")).toBeVisible();
  },
};

/** Another operator deactivated the member a moment before (409): said in the dialog, the page shows it. */
export const DeactivateConflict: Story = {
  parameters: { msw: { handlers: membersAdminApi({ deactivatedElsewhere: [30] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Deactivate", "Deactivate Kim Minji?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Fraud");
    await userEvent.click(dialog.getByRole("button", { name: "Deactivate" }));
    await expect(await dialog.findByText("This member is already deactivated.")).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Deactivate" })).toBeNull();
    await closeDialogWith(dialog, "Back to the member");
    await expect(await canvas.findByRole("button", { name: "Reactivate" })).toBeVisible();
  },
};

/** A write sent and not answered yet: the dialog waits, its buttons busy. */
export const WriteWaiting: Story = {
  parameters: { msw: { handlers: membersAdminApi({ writesWait: true }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Deactivate", "Deactivate Kim Minji?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Fraud");
    const confirm = dialog.getByRole("button", { name: "Deactivate" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** Waiting for the member. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Member" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The member could not be read: said, with a retry. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load this member.");

/** No member of that number (404). */
export const NotFound: Story = {
  args: { id: 999 },
  parameters: { route: { path: PATHS.member(999), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Member not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** A staff account of another role (403): told the page is the operators'. */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers, { stillSignedIn: false });

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await memberHeading(canvas)).toBeVisible();
    await expect(canvas.getByText("보유 포인트: 350 P")).toBeVisible();
    await expect(canvas.getByText("예약 3건")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "비활성화" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "쿠폰 지급" })).toBeVisible();
    await expect(await canvas.findByText("전체 2건 중 1–2번째")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "처리자" })).toBeVisible();
    await expect(canvas.getByText("회수 (0)")).toBeVisible();
  },
};

/** In Korean: revoking a coupon the member has just used is refused in Korean. */
export const KoreanRevokeUsed: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: membersAdminApi({ usedElsewhere: [5] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, "Welcome 10% off(WELCOME-5) 회수", "“Welcome 10% off” 쿠폰을 회수할까요?");
    await userEvent.click(dialog.getByRole("button", { name: "쿠폰 회수" }));
    await expect(await dialog.findByText("사유를 입력해 주세요.")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: /사유/ }), "중복 지급");
    await userEvent.click(dialog.getByRole("button", { name: "쿠폰 회수" }));
    await expect(await dialog.findByText("이미 사용한 쿠폰입니다. 사용한 쿠폰은 회수할 수 없습니다.")).toBeVisible();
  },
};
