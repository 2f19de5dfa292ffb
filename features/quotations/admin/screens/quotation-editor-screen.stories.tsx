import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import { quotation } from "../mocks/fixtures";
import { errorHandlers, loadingHandlers, quotationsAdminApi, refusals, unauthorizedHandlers } from "../mocks/handlers";
import { QUOTATIONS_ADMIN_PATHS as PATHS, quotationsAdminStoryMeta } from "../mocks/story-meta";
import { QuotationEditorScreen } from "./quotation-editor-screen";

const PATTERN = "/admin/quotations/:id";

const meta = {
  title: "Features/Quotations/Admin/QuotationEditorScreen",
  component: QuotationEditorScreen,
  tags: ["autodocs"],
  ...quotationsAdminStoryMeta(PATHS.quotation(61), PATTERN, { id: 61 }),
} satisfies Meta<typeof QuotationEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form opens once the operator's role is known (a viewer's stays closed). */
const editable = (canvas: Canvas) =>
  waitFor(() => expect(canvas.getByLabelText(/Title/)).toBeEnabled(), { timeout: 5000 });

/** Everything a record's page reads is in: its lines' options named and its history listed (for the picture). */
async function loaded(canvas: Canvas) {
  await waitFor(
    () =>
      expect(canvas.getAllByRole("combobox", { name: /^Dated option|^날짜별 옵션/ })[0]).toHaveTextContent(/\(2026/),
    { timeout: 5000 },
  );
  await expect(await canvas.findByRole("heading", { level: 2, name: /Changes|변경/ })).toBeVisible();
}

const type = (canvas: Canvas, label: RegExp, value: string) =>
  void fireEvent.change(canvas.getByLabelText(label), { target: { value } });

async function choose(canvas: Canvas, label: string | RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** A sent quotation: its member, total and lines in the form, its history below. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Quotation")).toBeVisible();
    await expect(await canvas.findByText("Kim Minji (minji@example.com)")).toBeVisible();
    await expect(canvas.getByText("Q-20260515-0061 · version 1")).toBeVisible();
    await expect(canvas.getByLabelText(/Title/)).toHaveValue("Seoul by night and the DMZ for two");
    await expect(canvas.getByLabelText(/Member's e-mail/)).toBeDisabled();
    await expect(canvas.getAllByRole("group", { name: /^Line/ })).toHaveLength(2);
    await expect(await canvas.findByText("Issued (version 1)")).toBeVisible();
    await expect(canvas.getByText("Version 2 sent: Total, Lines changed")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Send the new version" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await loaded(canvas);
  },
};

/** Revising: a new price sent as version 2; the member sees it now. */
export const Revising: Story = {
  parameters: { msw: { handlers: quotationsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Q-20260515-0061 · version 1", {}, { timeout: 5000 })).toBeVisible();
    await editable(canvas);
    const second = within(canvas.getAllByRole("group", { name: /^Line/ })[1] as HTMLElement);
    const price = second.getByLabelText(/Price each/);
    await userEvent.clear(price);
    await userEvent.type(price, "70");
    await userEvent.click(canvas.getByRole("button", { name: "Send the new version" }));
    await expect(await canvas.findByText("Q-20260515-0061 · version 2")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("The new version was sent. The member sees it now.");
  },
};

/** Withdrawing, after a confirmation: the form closes. */
export const Withdrawing: Story = {
  parameters: { msw: { handlers: quotationsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Withdraw" }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Withdraw this quotation?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Withdraw" }));
    await expect(await canvas.findByText("This quotation was withdrawn: it can no longer be changed.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send the new version" })).toBeNull();
  },
};

/** A withdrawn one: read only. */
export const Withdrawn: Story = {
  args: { id: 62 },
  parameters: { route: { path: PATHS.quotation(62), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("This quotation was withdrawn: it can no longer be changed.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Title/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Withdraw" })).toBeNull();
    await loaded(canvas);
  },
};

/** The member asked for changes: their words are shown above the form. */
export const ChangesAsked: Story = {
  args: { id: 63 },
  parameters: { route: { path: PATHS.quotation(63), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Could we leave a day later?", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Changes asked")).toBeVisible();
    await loaded(canvas);
  },
};

/** A viewer reads it: the fields closed, no button. */
export const Viewer: Story = {
  parameters: { msw: { handlers: quotationsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "You can read this quotation; changing it needs a clerk or an operator.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Title/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Send the new version" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Withdraw" })).toBeNull();
    await expect(await canvas.findByText("Issued (version 1)")).toBeVisible();
    await loaded(canvas);
  },
};

/** A clerk revises and withdraws. */
export const Clerk: Story = {
  parameters: { msw: { handlers: quotationsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Send the new version" }, { timeout: 5000 })).toBeVisible();
    await loaded(canvas);
  },
};

/** A new quotation: an empty form with one line. */
export const New: Story = {
  args: { id: null },
  parameters: { route: { path: PATHS.new, pattern: PATHS.new } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New quotation")).toBeVisible();
    await editable(canvas);
    await expect(canvas.getByLabelText(/Member's e-mail/)).toBeEnabled();
    await expect(canvas.getAllByRole("group", { name: /^Line/ })).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Issue the quotation" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Withdraw" })).toBeNull();
  },
};

/** Issuing with missing fields: each says what it needs, nothing sent. */
export const IssueInvalid: Story = {
  args: { id: null },
  parameters: { route: { path: PATHS.new, pattern: PATHS.new } },
  play: async ({ canvas }) => {
    await editable(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: "Issue the quotation" }, { timeout: 5000 }));
    await expect(await canvas.findByText("Please check the fields marked below.")).toBeVisible();
    await expect(canvas.getByLabelText(/Member's e-mail/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Issuing: member, trip, one line with a dated option and a price; the new quotation's page opens. */
export const Issuing: Story = {
  args: { id: null },
  parameters: { route: { path: PATHS.new, pattern: PATHS.new }, msw: { handlers: quotationsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New quotation")).toBeVisible();
    await editable(canvas);
    type(canvas, /Member's e-mail/, "minji@example.com");
    type(canvas, /Title/, "Palace night for two");
    type(canvas, /Valid until/, "2026-05-29");
    type(canvas, /Departure day/, "2026-06-05");
    type(canvas, /Departure time/, "09:00");
    await choose(canvas, "Product", "Gyeongbokgung Palace Night Tour");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /Dated option/ })).toBeEnabled());
    await choose(canvas, /^Dated option/, "Evening entry with guide (2026-06-01 – 2026-06-30)");
    const price = canvas.getByLabelText(/Price each/);
    await userEvent.type(price, "45");
    await userEvent.click(canvas.getByRole("button", { name: "Issue the quotation" }));
    await expect(
      await canvas.findByRole("heading", { name: "Page: /admin/quotations/64" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A member nobody has: said beside the e-mail. */
export const UnknownMember: Story = {
  args: { id: null },
  parameters: {
    route: { path: PATHS.new, pattern: PATHS.new },
    msw: { handlers: quotationsAdminApi({ unknownEmail: "nobody@example.com" }).handlers },
  },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New quotation")).toBeVisible();
    await editable(canvas);
    type(canvas, /Member's e-mail/, "nobody@example.com");
    type(canvas, /Title/, "Palace night");
    type(canvas, /Valid until/, "2026-05-29");
    type(canvas, /Departure day/, "2026-06-05");
    type(canvas, /Departure time/, "09:00");
    await choose(canvas, "Product", "Gyeongbokgung Palace Night Tour");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /Dated option/ })).toBeEnabled());
    await choose(canvas, /^Dated option/, "Evening entry with guide (2026-06-01 – 2026-06-30)");
    await userEvent.type(canvas.getByLabelText(/Price each/), "45");
    await userEvent.click(canvas.getByRole("button", { name: "Issue the quotation" }));
    await expect(await canvas.findByText("No member uses this e-mail address.")).toBeVisible();
  },
};

/** No such quotation (404). */
export const NotFound: Story = {
  args: { id: 999 },
  parameters: { route: { path: PATHS.quotation(999), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Quotation not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Waiting for the quotation. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Quotation")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** It could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the quotation.");
  },
};

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "견적서")).toBeVisible();
    await expect(await canvas.findByText("Q-20260515-0061 · 1차")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "새 버전 보내기" })).toBeVisible();
    await loaded(canvas);
  },
};

/** An accepted one: closed, read only. */
export const Accepted: Story = {
  args: { id: 70 },
  parameters: {
    route: { path: PATHS.quotation(70), pattern: PATTERN },
    msw: {
      handlers: quotationsAdminApi({
        quotations: [quotation(70, { status: "accepted", display_status: "accepted", reservation_id: 900 })],
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "The member accepted this quotation: it can no longer be changed.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await loaded(canvas);
  },
};

/** Sends the sent quotation (61) again as it is, in Korean, and answers the form's alert once the server refused it. */
async function reviseInKorean(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByLabelText(/제목/)).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(canvas.getByRole("button", { name: "새 버전 보내기" }));
}

const korean = (refusal: () => Response) => ({
  globals: { locale: "ko" },
  parameters: { msw: { handlers: quotationsAdminApi({ writeRefusal: refusal }).handlers } },
});

/** In Korean, the server's own check of the last day (a field, English on the wire): said in Korean beside it. */
export const KoreanRefusedValidUntil: Story = {
  ...korean(refusals.validUntilPast),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByText("유효기간은 오늘이거나 이후 날짜여야 합니다.")).toBeVisible();
    await expect(canvas.getByLabelText(/유효기간/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("아래 표시된 항목을 확인해 주세요.")).toBeVisible();
    await expect(canvas.queryByText(/today or later/)).toBeNull();
  },
};

/** In Korean, a reservation rule the quotation shares (same-day departure), by its code: beside the departure day. */
export const KoreanRefusedSameDay: Story = {
  ...korean(refusals.sameDay),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByText("당일 출발은 할 수 없습니다. 이후 날짜를 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByLabelText(/출발일/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** In Korean, the contract's check on the server in zod's English words: a line's field says it in Korean. */
export const KoreanRefusedLine: Story = {
  ...korean(refusals.quantityTooBig),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    const first = within(canvas.getAllByRole("group", { name: /항목$/ })[0] as HTMLElement);
    await expect(await first.findByText("입력 내용을 확인해 주세요.")).toBeVisible();
    await expect(first.getByLabelText(/수량/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByText(/Too big/)).toBeNull();
  },
};

/** In Korean, the member accepted it a moment before (409): the alert says so in Korean. */
export const KoreanAlreadyAnswered: Story = {
  ...korean(refusals.alreadyAnswered),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("회원이 이미 수락한 견적서입니다.");
  },
};

/** In Korean, a conflict of a code the page does not know: its status says it in Korean, not the server's English. */
export const KoreanUnknownConflict: Story = {
  ...korean(refusals.unknownConflict),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("방금 다른 사람이 이 견적서를 변경했습니다.");
    await expect(canvas.queryByText(/Something else/)).toBeNull();
  },
};

/** In Korean, the role taken away meanwhile (403). */
export const KoreanForbidden: Story = {
  ...korean(refusals.forbidden),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("이 계정으로는 할 수 없는 작업입니다.");
  },
};

/** In Korean, the server failing (500). */
export const KoreanServerError: Story = {
  ...korean(refusals.crashed),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("서버에 문제가 생겼습니다.");
  },
};

/** In Korean, the connection failing: the page's own words (the server never answered). */
export const KoreanNetworkFailure: Story = {
  ...korean(refusals.network),
  play: async ({ canvas }) => {
    await reviseInKorean(canvas);
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "서버에 연결할 수 없습니다.",
    );
  },
};

/** In Korean, withdrawing refused (the member accepted first): the alert says so in Korean. */
export const KoreanWithdrawRefused: Story = {
  ...korean(refusals.alreadyAnswered),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "철회" }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "철회" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("회원이 이미 수락한 견적서입니다.");
  },
};

/** In Korean, issuing with nothing filled in: the editor's own checks in Korean, none of zod's English. */
export const KoreanIssueInvalid: Story = {
  args: { id: null },
  globals: { locale: "ko" },
  parameters: { route: { path: PATHS.new, pattern: PATHS.new } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(/제목/)).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "견적서 발행" }));
    await expect(await canvas.findByText("올바른 이메일 주소를 입력해 주세요.")).toBeVisible();
    await expect(canvas.getByText("필수 입력 항목입니다.")).toBeVisible();
    await expect(canvas.getByText("옵션을 선택해 주세요.")).toBeVisible();
    await expect(canvas.getAllByText("날짜를 선택해 주세요.").length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/Invalid|Too small|must be/)).toBeNull();
  },
};

/** In Korean, a member nobody has: said in Korean beside the e-mail. */
export const KoreanUnknownMember: Story = {
  args: { id: null },
  globals: { locale: "ko" },
  parameters: {
    route: { path: PATHS.new, pattern: PATHS.new },
    msw: { handlers: quotationsAdminApi({ unknownEmail: "nobody@example.com" }).handlers },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(/제목/)).toBeEnabled(), { timeout: 5000 });
    type(canvas, /회원 이메일/, "nobody@example.com");
    type(canvas, /제목/, "Palace night");
    type(canvas, /유효기간/, "2026-05-29");
    type(canvas, /출발일/, "2026-06-05");
    type(canvas, /출발 시간/, "09:00");
    await choose(canvas, "상품", "Gyeongbokgung Palace Night Tour");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /날짜별 옵션/ })).toBeEnabled());
    await choose(canvas, /^날짜별 옵션/, "Evening entry with guide (2026-06-01 – 2026-06-30)");
    await userEvent.type(canvas.getByLabelText(/단가/), "45");
    await userEvent.click(canvas.getByRole("button", { name: "견적서 발행" }));
    await expect(await canvas.findByText("이 이메일을 사용하는 회원이 없습니다.")).toBeVisible();
  },
};

/** In Korean, the quotation cannot be read (503): the reason in Korean, with a retry. */
export const KoreanLoadError: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("견적서를 불러오지 못했습니다.");
    await expect(alert).toHaveTextContent("서비스를 업데이트하고 있습니다.");
    await expect(within(alert).getByRole("button", { name: "다시 시도" })).toBeVisible();
  },
};

/** The shop's products cannot be read: said under the line's product, with a retry. */
export const ProductsError: Story = {
  args: { id: null },
  parameters: {
    route: { path: PATHS.new, pattern: PATHS.new },
    msw: { handlers: quotationsAdminApi({ productsDown: true }).handlers },
  },
  play: async ({ canvas }) => {
    const line = within(await canvas.findByRole("group", { name: "Line 1" }, { timeout: 5000 }));
    await expect(await line.findByText("We couldn't load the products.", {}, { timeout: 5000 })).toBeVisible();
    await expect(line.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
