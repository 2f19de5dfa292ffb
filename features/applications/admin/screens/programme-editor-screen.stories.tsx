import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Canvas } from "../../../../.storybook/story-canvas";
import { expect, fireEvent, screen, userEvent, within } from "storybook/test";
import { eduAdminApi, errorHandlers, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ProgrammeEditorScreen } from "./programme-editor-screen";

const meta = {
  title: "Features/Applications/Admin/ProgrammeEditorScreen",
  component: ProgrammeEditorScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.newProgramme),
  args: { paths: PATHS },
} satisfies Meta<typeof ProgrammeEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: Canvas, name: string) => within(canvas.getByRole("group", { name }));

/** A date or time control takes a whole value at once, as the browser's picker gives it. */
function pick(canvas: Canvas, label: RegExp, value: string) {
  void fireEvent.change(canvas.getByLabelText(label), { target: { value } });
}

async function fillNew(canvas: Canvas, code: string) {
  await userEvent.type(await canvas.findByLabelText(/^Code/, {}, { timeout: 5000 }), code);
  await userEvent.type(canvas.getByLabelText(/^Year/), "2027");
  await userEvent.type(canvas.getByLabelText(/^Capacity/), "24");
  const english = group(canvas, "English");
  await userEvent.type(english.getByLabelText(/^Title/), "Seoul Summer School 2027");
  await userEvent.type(english.getByLabelText(/^Destination/), "Seoul");
  const korean = group(canvas, "Korean");
  await userEvent.type(korean.getByLabelText(/^Title/), "2027 서울 여름 학교");
  await userEvent.type(korean.getByLabelText(/^Destination/), "서울");
  pick(canvas, /^First day of the trip/, "2027-07-19");
  pick(canvas, /^Last day of the trip/, "2027-07-26");
  pick(canvas, /^Applications open/, "2027-03-01T09:00");
  pick(canvas, /^Applications close/, "2027-05-31T18:00");
  pick(canvas, /^Pre-departure details deadline/, "2027-07-05");
  pick(canvas, /^Report due/, "2027-08-26");
}

const creating = eduAdminApi();

/** A new programme in both languages: sent with the window in Korea time, said, and back to the list. */
export const New: Story = {
  parameters: { msw: { handlers: creating.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "New programme" })).toBeVisible();
    await fillNew(canvas, "seoul-summer-2027");
    await userEvent.click(canvas.getByRole("button", { name: "Create programme" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/programmes" })).toBeVisible();
    await expect(await screen.findByText("The programme was created.")).toBeInTheDocument();
    const created = creating.writes.programmes.at(-1);
    await expect(created?.id).toBeNull();
    await expect(created?.body).toMatchObject({
      code: "seoul-summer-2027",
      year: 2027,
      capacity: 24,
      title_en: "Seoul Summer School 2027",
      title_ko: "2027 서울 여름 학교",
      opens_at: "2027-03-01T09:00:00+09:00",
      closes_at: "2027-05-31T18:00:00+09:00",
      trip_start: "2027-07-19",
    });
  },
};

/** An empty form: each required field says so, nothing is sent. */
export const Required: Story = {
  parameters: { msw: { handlers: eduAdminApi().handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Create programme" }));
    await expect(await canvas.findByText("Use 3 to 40 lowercase letters, digits and hyphens.")).toBeVisible();
    await expect(canvas.getByText("Enter a year from 2019 to 2100.")).toBeVisible();
    await expect(canvas.getByText("Enter a capacity from 1 to 1000.")).toBeVisible();
    await expect(group(canvas, "English").getByText("Please enter the title.")).toBeVisible();
    await expect(group(canvas, "Korean").getByText("Please enter the title.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Code/)).toHaveFocus();
  },
};

const rules = eduAdminApi();

/** Dates out of order: each rule on its field, in the contract's words, and nothing is sent. */
export const DateRules: Story = {
  parameters: { msw: { handlers: rules.handlers } },
  play: async ({ canvas }) => {
    await fillNew(canvas, "seoul-summer-2027");
    pick(canvas, /^Last day of the trip/, "2027-07-10");
    pick(canvas, /^Applications close/, "2027-07-20T09:00");
    pick(canvas, /^Report due/, "2027-07-01");
    await userEvent.click(canvas.getByRole("button", { name: "Create programme" }));
    await expect(await canvas.findByText("The trip must end on or after its first day.")).toBeVisible();
    await expect(canvas.getByText("Applications must close before the trip starts.")).toBeVisible();
    await expect(canvas.getByText("The report must be due after the trip ends.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Last day of the trip/)).toHaveAccessibleDescription(
      /The trip must end on or after its first day/,
    );
    await expect(rules.writes.programmes).toHaveLength(0);
  },
};

/** A code another programme uses: the server's 409 lands on the code, what was typed stays. */
export const CodeTaken: Story = {
  parameters: { msw: { handlers: eduAdminApi().handlers } },
  play: async ({ canvas }) => {
    await fillNew(canvas, "summer-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Create programme" }));
    await expect(await canvas.findByText("Another programme already uses this code.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Code/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Code/)).toHaveValue("summer-2026");
    await expect(canvas.getByRole("heading", { level: 1, name: "New programme" })).toBeVisible();
  },
};

const editing = eduAdminApi();

/** A saved programme: every field as stored, the window in Korea time; a change is saved and said. */
export const Edit: Story = {
  args: { programmeId: 1 },
  parameters: { route: { path: PATHS.programme(1) }, msw: { handlers: editing.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Summer Schools in Seoul 2026" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/1 of 20 seats approved · 2 submitted/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Code/)).toHaveValue("summer-2026");
    await expect(canvas.getByLabelText(/^Applications open/)).toHaveValue("2026-04-01T09:00");
    await expect(canvas.getByLabelText(/^Applications close/)).toHaveValue("2026-06-01T18:00");
    await expect(group(canvas, "Korean").getByLabelText(/^Title/)).toHaveValue("2026 서울 여름 학교");
    const capacity = canvas.getByLabelText(/^Capacity/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "25");
    await userEvent.click(canvas.getByRole("button", { name: "Save programme" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/programmes" })).toBeVisible();
    await expect(await screen.findByText("The programme was saved.")).toBeInTheDocument();
    const edited = editing.writes.programmes.at(-1);
    await expect(edited?.id).toBe(1);
    await expect(edited?.body).toMatchObject({ capacity: 25, opens_at: "2026-04-01T09:00:00+09:00" });
    await expect(editing.programmes().find((p) => p.id === 1)?.capacity).toBe(25);
  },
};

/** A capacity below the applications already approved: the server's 409 lands on the capacity. */
export const CapacityBelowApproved: Story = {
  args: { programmeId: 2 },
  parameters: { route: { path: PATHS.programme(2) }, msw: { handlers: eduAdminApi().handlers } },
  play: async ({ canvas }) => {
    const capacity = await canvas.findByLabelText(/^Capacity/, {}, { timeout: 5000 });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "1");
    await userEvent.click(canvas.getByRole("button", { name: "Save programme" }));
    await expect(
      await canvas.findByText("The capacity cannot be lower than the applications already approved or completed."),
    ).toBeVisible();
    await expect(capacity).toHaveFocus();
  },
};

/** An address of no programme. */
export const NotFound: Story = {
  args: { programmeId: 999 },
  parameters: { route: { path: PATHS.programme(999) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Programme not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Back to the programmes" })[0]).toHaveAttribute(
      "href",
      "/seouleduadmin/programmes",
    );
  },
};

/** While the programme arrives. */
export const Loading: Story = {
  args: { programmeId: 1 },
  parameters: { route: { path: PATHS.programme(1) }, msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Programme" })).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** The programme could not be read. */
export const LoadError: Story = {
  args: { programmeId: 1 },
  parameters: { route: { path: PATHS.programme(1) }, msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load this programme.",
    );
  },
};

/** The session ended elsewhere: off to sign in, and back here after. */
export const Unauthorized: Story = {
  args: { programmeId: 1 },
  parameters: { route: { path: PATHS.programme(1) }, msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fseouleduadmin%2Fprogrammes%2F1" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};

/** In Korean: the labels, the Korean title, and the rules and the server's refusal in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { programmeId: 2 },
  parameters: { route: { path: PATHS.programme(2) }, msw: { handlers: eduAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "2026 서울 봄 학교 2기" }, { timeout: 5000 }),
    ).toBeVisible();
    const korean = group(canvas, "한국어");
    await userEvent.clear(korean.getByLabelText(/^제목/));
    await userEvent.click(canvas.getByRole("button", { name: "프로그램 저장" }));
    await expect(await korean.findByText("제목을 입력해 주세요.")).toBeVisible();
    await userEvent.type(korean.getByLabelText(/^제목/), "2026 서울 봄 학교 2기");
    const capacity = canvas.getByLabelText(/^정원/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "1");
    await userEvent.click(canvas.getByRole("button", { name: "프로그램 저장" }));
    await expect(
      await canvas.findByText("이미 승인되거나 수료한 인원보다 정원을 적게 정할 수 없습니다."),
    ).toBeVisible();
  },
};
