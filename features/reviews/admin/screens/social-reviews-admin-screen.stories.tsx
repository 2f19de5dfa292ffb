import { closeDialogWith, openDialog, operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import { emptyReviewsApi, reviewsAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { SOCIAL_REVIEWS_PATH, reviewsAdminStoryMeta } from "../mocks/story-meta";
import { SocialReviewsAdminScreen } from "./social-reviews-admin-screen";

const meta = {
  title: "Features/Reviews/Admin/SocialReviewsAdminScreen",
  component: SocialReviewsAdminScreen,
  tags: ["autodocs"],
  ...reviewsAdminStoryMeta(SOCIAL_REVIEWS_PATH),
} satisfies Meta<typeof SocialReviewsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Social review requests";
const NUMBER = "R260510-3QWERT";

const open = (canvas: Canvas, action: "Approve" | "Refuse", dialogName: string) =>
  openDialog(canvas, `${action}: the review of ${NUMBER}`, dialogName);

/** The waiting requests first: the link, its site, the booking; each approved or refused from its row. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("2 requests waiting")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Waiting", selected: true })).toBeVisible();
    await expect(canvas.getByText("https://m.blog.naver.com/minji/2233")).toBeVisible();
    await expect(canvas.getByText("Blog")).toBeVisible();
    await expect(canvas.getByRole("button", { name: `Approve: the review of ${NUMBER}` })).toBeVisible();
    await expect(canvas.getByRole("button", { name: `Refuse: the review of ${NUMBER}` })).toBeVisible();
  },
};

/** The approved tab: the points each approval granted. */
export const Approved: Story = {
  parameters: { route: { path: `${SOCIAL_REVIEWS_PATH}?status=approved` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 approved request", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("1,000 points granted")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Approve:/ })).toBeNull();
  },
};

/** Approving with other points: the request leaves the waiting tab and shows the points granted. */
export const Approving: Story = {
  parameters: { msw: { handlers: reviewsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    const points = dialog.getByRole("textbox", { name: /Points/ });
    await expect(points).toHaveValue("1000");
    await userEvent.clear(points);
    await userEvent.type(points, "1500");
    await closeDialogWith(dialog, "Approve");
    await expect(await canvas.findByText("1 request waiting")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Approved" }));
    await expect(await canvas.findByText("1,500 points granted")).toBeVisible();
  },
};

/** Points that are not a whole number: said beside the field, nothing sent. */
export const PointsInvalid: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    const points = dialog.getByRole("textbox", { name: /Points/ });
    await userEvent.clear(points);
    await userEvent.type(points, "-5");
    await userEvent.click(dialog.getByRole("button", { name: "Approve" }));
    await expect(await dialog.findByText("Enter a whole number from 0 to 100000.")).toBeVisible();
  },
};

/** Points above the most one approval grants: said beside the field, nothing sent, the dialog open. */
export const PointsOutOfRange: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    const points = dialog.getByRole("textbox", { name: /Points/ });
    await userEvent.clear(points);
    await userEvent.type(points, "100001");
    await userEvent.click(dialog.getByRole("button", { name: "Approve" }));
    await expect(await dialog.findByText("Enter a whole number from 0 to 100000.")).toBeVisible();
    await expect(points).toHaveAttribute("aria-invalid", "true");
    await expect(points).toHaveFocus();
    await expect(canvas.getByText("2 requests waiting")).toBeVisible();
  },
};

/** The server refuses the points: the refusal stays in the dialog, beside the points, in the page's words. */
export const PointsRefused: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ pointsRefused: true }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    await userEvent.click(dialog.getByRole("button", { name: "Approve" }));
    await expect(await dialog.findByText("Enter a whole number from 0 to 100000.")).toBeVisible();
    const points = dialog.getByRole("textbox", { name: /Points/ });
    await expect(points).toHaveAttribute("aria-invalid", "true");
    await expect(points).toHaveValue("1000");
    await expect(dialog.queryByText(/Too big/)).toBeNull();
    await expect(dialog.getByRole("button", { name: "Approve" })).toBeEnabled();
  },
};

/** Refusing with a reason the member reads. */
export const Refusing: Story = {
  parameters: { msw: { handlers: reviewsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Refuse", "Refuse this review?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "The post is private.");
    await closeDialogWith(dialog, "Refuse");
    await userEvent.click(canvas.getByRole("tab", { name: "Refused" }));
    await expect(await canvas.findByText("The post is private.")).toBeVisible();
  },
};

/** Refusing needs a reason. */
export const ReasonRequired: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Refuse", "Refuse this review?");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(await dialog.findByText("Please give the member a reason.")).toBeVisible();
  },
};

/** Another operator decided it a moment before (409): said in the dialog, the list shows their decision. */
export const Conflict: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ decidedElsewhere: [3] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    await userEvent.click(dialog.getByRole("button", { name: "Approve" }));
    await expect(await dialog.findByText("Someone has already decided this request.")).toBeVisible();
    await expect(await canvas.findByText("1 request waiting")).toBeVisible();
  },
};

/** The decision sent and not answered yet: the dialog waits, its button busy. */
export const DecisionWaiting: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ writeWaits: true }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, "Approve", "Approve and grant points?");
    const confirm = dialog.getByRole("button", { name: "Approve" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
  },
};

/** A request's history: who decided it and the points. */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: `History: the review of ${NUMBER}` }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "History" }));
    await expect(await dialog.findByText(/Kim Operator/)).toBeVisible();
  },
};

/** A viewer reads only: no approve or refuse button. */
export const Viewer: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 requests waiting", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^History:/ })).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: /^Approve:/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Refuse:/ })).toBeNull();
  },
};

/** A clerk approves and refuses (points are the shop's reward, not a refund). */
export const Clerk: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: `Approve: the review of ${NUMBER}` }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyReviewsApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Nothing waiting" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the review requests.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another kind (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "SNS 후기 신청")).toBeVisible();
    await expect(await canvas.findByText("대기 중인 신청 2건")).toBeVisible();
    await expect(canvas.getByRole("button", { name: `승인: ${NUMBER} 후기` })).toBeVisible();
  },
};

/** Approving in Korean: other points, the dialog closes once sent and the request shows them. */
export const KoreanApproving: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: reviewsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `승인: ${NUMBER} 후기`, "승인하고 포인트를 지급할까요?");
    const points = dialog.getByRole("textbox", { name: /포인트/ });
    await userEvent.clear(points);
    await userEvent.type(points, "2000");
    await closeDialogWith(dialog, "승인");
    await expect(await canvas.findByText("대기 중인 신청 1건")).toBeVisible();
  },
};

/** Points out of range in Korean: said beside the field in Korean. */
export const KoreanPointsInvalid: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `승인: ${NUMBER} 후기`, "승인하고 포인트를 지급할까요?");
    const points = dialog.getByRole("textbox", { name: /포인트/ });
    await userEvent.clear(points);
    await userEvent.type(points, "1.5");
    await userEvent.click(dialog.getByRole("button", { name: "승인" }));
    await expect(await dialog.findByText("0부터 100000까지의 정수를 입력해 주세요.")).toBeVisible();
  },
};

/** Someone decided it first, in Korean: the refusal stays in the dialog, in Korean, and only closing is left. */
export const KoreanConflict: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: reviewsAdminApi({ decidedElsewhere: [3] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `승인: ${NUMBER} 후기`, "승인하고 포인트를 지급할까요?");
    await userEvent.click(dialog.getByRole("button", { name: "승인" }));
    await expect(await dialog.findByText("다른 운영자가 이미 처리한 신청입니다.")).toBeVisible();
    await expect(dialog.queryByRole("textbox", { name: /포인트/ })).toBeNull();
    await expect(dialog.getByRole("button", { name: "목록으로 돌아가기" })).toBeVisible();
  },
};
