import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button";
import { ConfirmDialog, ConfirmHost } from "./confirm-dialog";
import { confirm, type ConfirmIntent, type ConfirmKind } from "./confirm-store";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const kinds: readonly ConfirmKind[] = ["question", "alert"];
const intents: readonly ConfirmIntent[] = ["default", "danger"];

const meta = {
  title: "Design System/Overlays/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  parameters: componentDocs(
    'A question (`kind="question"`: Yes / No) or a notice (`kind="alert"`: Confirm) that must be answered. ' +
      "`onConfirm` may return a promise: Yes shows a spinner, the dialog closes when it resolves and stays open " +
      "when it rejects. For prompts raised from code (sign-in required, new version), call " +
      "`confirm({ title, message, kind })` and mount `<ConfirmHost />` once.",
    {
      // these stories mount their own host; the preview leaves its app-wide one out
      appHosts: false,
      layout: "centered",
    },
  ),
  argTypes: argControls({
    radio: { kind: kinds, intent: intents },
    text: ["title", "message", "confirmLabel", "cancelLabel"],
    none: ["trigger", "container"],
  }),
  args: {
    title: "Delete this review?",
    message: "The review and its photos are removed for good.",
    kind: "question",
    intent: "default",
    trigger: <Button intent="outline">Delete review</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFromTrigger(name = "Delete review") {
  await userEvent.click(screen.getByRole("button", { name }));
  return screen.findByRole("alertdialog");
}

/** A question: Yes and No, Yes focused; No closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    await expect(dialog).toHaveAccessibleName("Delete this review?");
    await expect(dialog).toHaveAccessibleDescription("The review and its photos are removed for good.");
    await expect(screen.getByRole("button", { name: "Yes" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole("button", { name: "Delete review" })).toHaveFocus();
  },
};

/** Every prop on the controls panel; it looks like Default, so it has no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The open question as a picture; Enter answers Yes from the keyboard. */
export const Question: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole("alertdialog", { name: "Delete this review?" });
    await expect(screen.getByRole("button", { name: "No" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Yes" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

/** A notice with a single Confirm button. */
export const Alert: Story = {
  args: {
    defaultOpen: true,
    kind: "alert",
    title: "Reservation expired",
    message: "The deposit was not received within 3 days, so the reservation was canceled.",
  },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Reservation expired" });
    await expect(screen.getAllByRole("button").filter((b) => dialog.contains(b))).toHaveLength(1);
    await expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
  },
};

/** Destructive answer: red Yes, and No is focused first so a stray Enter does no harm. */
export const Danger: Story = {
  args: { defaultOpen: true, intent: "danger", title: "Cancel this reservation?", message: "This cannot be undone." },
  play: async () => {
    await screen.findByRole("alertdialog", { name: "Cancel this reservation?" });
    await expect(screen.getByRole("button", { name: "No" })).toHaveFocus();
    await expect(screen.getByRole("button", { name: "Yes" })).toHaveAttribute("data-intent", "danger");
  },
};

/** Escape counts as No; clicking the scrim does nothing (the question must be answered). */
export const EscapeAnswersNo: Story = {
  play: async ({ args }) => {
    await openFromTrigger();
    const scrim = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(scrim).not.toBeNull();
    await userEvent.click(scrim!);
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Yes waits for the work: a spinner, No disabled, then the dialog closes when it succeeds. */
export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args }) => {
    await openFromTrigger();
    const yes = screen.getByRole("button", { name: "Yes" });
    await userEvent.click(yes);
    await expect(yes).toHaveAttribute("aria-busy", "true");
    await expect(screen.getByRole("button", { name: "No" })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** When the work fails the dialog stays, Yes is ready again and keeps the focus. */
export const AsyncRejected: Story = {
  args: {
    defaultOpen: true,
    intent: "danger",
    title: "Cancel this reservation?",
    message: "This cannot be undone.",
    onConfirm: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error("offline")), 200))),
  },
  play: async ({ args }) => {
    await screen.findByRole("alertdialog");
    const yes = screen.getByRole("button", { name: "Yes" });
    await userEvent.click(yes);
    await expect(yes).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(yes).not.toHaveAttribute("aria-busy"), { timeout: 3000 });
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await expect(yes).toBeEnabled();
    await waitFor(() => expect(yes).toHaveFocus());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The spec's default buttons in Korean: 예 / 아니요, and 확인 for a notice. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    defaultOpen: true,
    title: "새 버전이 감지되었습니다.",
    message: "페이지를 새로고침 하시겠습니까?",
  },
  play: async () => {
    await screen.findByRole("alertdialog", { name: "새 버전이 감지되었습니다." });
    await expect(screen.getByRole("button", { name: "예" })).toHaveFocus();
    await expect(screen.getByRole("button", { name: "아니요" })).toBeVisible();
  },
};

export const KoreanAlert: Story = {
  globals: { locale: "ko" },
  args: { defaultOpen: true, kind: "alert", title: "예약이 취소되었습니다.", message: undefined },
  play: async () => {
    await screen.findByRole("alertdialog", { name: "예약이 취소되었습니다." });
    await expect(screen.getByRole("button", { name: "확인" })).toHaveFocus();
  },
};

function ImperativeDemo({ title, message }: { title: string; message: string }) {
  const [answer, setAnswer] = useState("none");
  return (
    <div className="flex flex-col items-start gap-3">
      <ConfirmHost />
      <Button
        onClick={() => {
          void confirm({ title, message }).then((yes) => setAnswer(yes ? "yes" : "no"));
        }}
      >
        Open my reservations
      </Button>
      <p className="text-sm">Answer: {answer}</p>
    </div>
  );
}

/** `confirm()` from code, shown by `<ConfirmHost />`: the spec's sign-in prompt, answered Yes. */
export const Imperative: Story = {
  render: () => (
    <ImperativeDemo title="Sign in required" message="You need to sign in first. Go to the sign-in page?" />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open my reservations" }));
    await screen.findByRole("alertdialog", { name: "Sign in required" });
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await expect(await canvas.findByText("Answer: yes")).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // asked again, answered No with the keyboard
    await userEvent.click(canvas.getByRole("button", { name: "Open my reservations" }));
    await screen.findByRole("alertdialog", { name: "Sign in required" });
    await userEvent.keyboard("{Escape}");
    await expect(await canvas.findByText("Answer: no")).toBeVisible();
  },
};

/** The spec's reload prompt in Korean, left open for the picture. */
export const ImperativeReloadPrompt: Story = {
  globals: { locale: "ko" },
  render: () => <ImperativeDemo title="새 버전이 감지되었습니다." message="페이지를 새로고침 하시겠습니까?" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open my reservations" }));
    await screen.findByRole("alertdialog", { name: "새 버전이 감지되었습니다." });
    await expect(screen.getByRole("button", { name: "예" })).toHaveFocus();
  },
};

/** One modal drawn inside its own box: a transform makes the box the frame for its fixed scrim and panel. */
function CatalogCell({
  kind,
  intent,
  pending = false,
}: {
  kind: ConfirmKind;
  intent: ConfirmIntent;
  pending?: boolean;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      data-cell={`${kind}-${intent}${pending ? "-pending" : ""}`}
      className="relative h-44 w-[24.5rem] overflow-hidden rounded-md [transform:translateZ(0)]"
    >
      {container && (
        <ConfirmDialog
          open
          container={container}
          kind={kind}
          intent={intent}
          title={`${kind} · ${intent}${pending ? " · pending" : ""}`}
          message="The deposit is due within 3 days."
          onConfirm={pending ? () => new Promise(() => {}) : undefined}
        />
      )}
    </div>
  );
}

/**
 * Kinds x intents, plus the pending state, in one picture. Five modals at once hide one another from assistive
 * technology (each marks the rest of the page aria-hidden), which only this picture does: that one rule is off
 * here, and every other story checks a single dialog in full.
 */
export const Catalog: Story = {
  parameters: {
    layout: "fullscreen",
    controls: { disable: true },
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  render: () => (
    <div className="grid grid-cols-2 gap-2 p-2">
      {kinds.flatMap((kind) =>
        intents.map((intent) => <CatalogCell key={`${kind}-${intent}`} kind={kind} intent={intent} />),
      )}
      <CatalogCell kind="question" intent="default" pending />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="alertdialog"]')).toHaveLength(5));
    const pendingCell = canvasElement.querySelector('[data-cell="question-default-pending"]')!;
    const yes = pendingCell.querySelector<HTMLButtonElement>("button[data-intent=primary]")!;
    yes.click();
    await waitFor(() => expect(yes).toHaveAttribute("aria-busy", "true"));
    // no focus ring in the picture: it would land on whichever dialog opened last
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
