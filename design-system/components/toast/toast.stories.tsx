import type { Meta, StoryObj } from "@storybook/react-vite";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { ToastView, Toaster } from "./toast";
import { TOAST_DURATION, type ToastVariant, toast } from "./toast-store";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const variants: readonly ToastVariant[] = ["success", "error", "info", "warning"];

const sampleMessages: Record<ToastVariant, string> = {
  success: "Saved.",
  error: "An error has occurred!",
  info: "Copied to the clipboard.",
  warning: "Please pay the deposit within 3 days.",
};

const longKorean =
  "예약이 접수되었습니다. 무통장 입금은 3일 이내에 완료해 주세요. 입금이 확인되면 예약이 확정되며, 확정까지 영업일 기준 2~3일이 걸릴 수 있습니다.";

/**
 * storybook-addon-pseudo-states rewrites `:hover`/`:focus-visible` rules when Storybook announces a render; the
 * vitest runner never announces one, so the Catalog does (a repeat is harmless in the Storybook UI).
 */
function forcePseudoStyles(storyId: string) {
  addons.getChannel().emit(STORY_RENDERED, storyId);
}

/** The Toaster as the app mounts it, with buttons that raise each variant through `toast.*`. */
function ToasterDemo() {
  return (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Button key={variant} intent="outline" onClick={() => toast[variant](sampleMessages[variant])}>
          Show {variant}
        </Button>
      ))}
      <Toaster />
    </div>
  );
}

const meta = {
  title: "Design System/Feedback/Toast",
  component: ToastView,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Raise from anywhere with `toast.success(message)`, `toast.error`, `toast.info`, `toast.warning` " +
      "(options `{ duration, id }`; the same message is never stacked twice) and mount `<Toaster />` once. " +
      "The spec's constants: 1000 ms, bottom right, 25rem wide, green / red / blue / orange. Timers pause " +
      "while a toast is hovered or focused; Escape closes the focused toast. `ToastView` is one toast without " +
      "a timer, for docs and tests.",
    {
      // these stories mount their own host; the preview leaves its app-wide one out
      appHosts: false,
    },
  ),
  argTypes: argControls({ radio: { variant: variants }, text: ["message"], none: ["onDismiss", "closeButtonProps"] }),
  // a toast left over from one story must not show up in the next one's picture
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  args: { variant: "success", message: "Saved." },
} satisfies Meta<typeof ToastView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Click, the toast appears with its message, and it goes after the spec's 1000 ms. The picture is taken once it
 * has gone, so it is stable.
 */
export const Default: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show success" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    const message = await within(region).findByText("Saved.");
    await waitFor(() => expect(message).toBeVisible());
    await expect(message.closest('[data-slot="toast"]')).toHaveAttribute("data-variant", "success");
    await waitFor(() => expect(within(region).queryByText("Saved.")).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION * 3,
    });
  },
};

/** One toast with every prop on the controls panel (no timer). */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { onDismiss: () => {} },
};

/** An error is an alert (announced at once) and disappears like the others. */
export const ErrorToast: Story = {
  name: "Error",
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Error: An error has occurred!");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument(), { timeout: TOAST_DURATION * 3 });
  },
};

/** Each variant has its own colour and icon; they stack bottom-right, newest last, and all leave on time. */
export const AllVariants: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    for (const variant of variants) {
      await userEvent.click(canvas.getByRole("button", { name: `Show ${variant}` }));
    }
    const region = screen.getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(4));
    const box = region.getBoundingClientRect();
    // bottom right, 25rem (400 px) wide
    await expect(Math.round(box.width)).toBe(400);
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
    await waitFor(() => expect(within(region).queryAllByRole("listitem")).toHaveLength(0), {
      timeout: TOAST_DURATION * 3,
    });
  },
};

/** Raising the same message again does not stack a second copy. */
export const Deduplicated: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Show info" });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const region = screen.getByRole("region", { name: "Notifications" });
    await expect(within(region).getAllByText("Copied to the clipboard.")).toHaveLength(1);
    await waitFor(() => expect(within(region).queryAllByRole("listitem")).toHaveLength(0), {
      timeout: TOAST_DURATION * 3,
    });
  },
};

/**
 * WCAG 2.2.1: the timer stops while the pointer rests on a toast. The one wait longer than the duration below is
 * the point of the test; the toast then goes once the pointer leaves.
 */
export const PausesOnHover: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show warning" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    const message = await within(region).findByText(sampleMessages.warning);
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION + 300));
    await expect(within(region).getByText(sampleMessages.warning)).toBeInTheDocument();
    await userEvent.unhover(message);
    await waitFor(() => expect(within(region).queryByText(sampleMessages.warning)).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION * 3,
    });
  },
};

/**
 * Keyboard: Tab reaches the toast's close button (which pauses it), Escape closes it and focus goes back where it
 * was.
 */
export const KeyboardDismiss: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Show warning" });
    await userEvent.click(button);
    const region = screen.getByRole("region", { name: "Notifications" });
    await within(region).findByText(sampleMessages.warning);
    await userEvent.tab();
    await expect(within(region).getByRole("button", { name: "Dismiss notification" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(within(region).queryByText(sampleMessages.warning)).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

/** The close button closes at once. */
export const CloseButton: Story = {
  render: () => <ToasterDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show info" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    await userEvent.click(await within(region).findByRole("button", { name: "Dismiss notification" }));
    await expect(within(region).queryByText(sampleMessages.info)).not.toBeInTheDocument();
  },
};

/** The real stack as it sits on the page: bottom right, newest last. These stay until closed, for the picture. */
export const Stack: Story = {
  parameters: { layout: "centered" },
  render: () => <Toaster />,
  play: async () => {
    const sticky = { duration: Number.POSITIVE_INFINITY };
    toast.success(sampleMessages.success, sticky);
    toast.info(sampleMessages.info, sticky);
    toast.error(sampleMessages.error, sticky);
    const region = screen.getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(3));
    const items = within(region).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      `Success: ${sampleMessages.success}`,
      `Information: ${sampleMessages.info}`,
      `Error: ${sampleMessages.error}`,
    ]);
    await waitFor(() => expect(items[2]).toBeVisible());
  },
};

/** Long Korean text wraps between words inside the 25rem width; the close button stays at the top. */
export const LongKorean: Story = {
  globals: { locale: "ko" },
  args: { variant: "info", message: longKorean, onDismiss: () => {} },
  render: (args) => (
    <div className="w-toast">
      <ToastView {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // the toast fades in on arrival: wait for it rather than read the first frame
    await waitFor(() => expect(canvas.getByRole("button", { name: "알림 닫기" })).toBeVisible());
    await expect(canvas.getByText(longKorean, { exact: false }).closest('[data-slot="toast"]')!.clientWidth).toBe(400);
  },
};

/** Every variant, short and long (Korean), with the close button at rest, hovered and focused, at 25rem. */
export const Catalog: Story = {
  parameters: {
    controls: { disable: true },
    pseudo: {
      // the vitest runner has no #storybook-root, the addon's default root
      rootSelector: "body",
      hover: ["#toast-close-hover"],
      focusVisible: ["#toast-close-focus"],
    },
  },
  render: () => (
    <div className="flex w-toast flex-col gap-2">
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <ToastView
            variant={variant}
            message={sampleMessages[variant]}
            onDismiss={() => {}}
            closeButtonProps={{
              id: variant === "success" ? "toast-close-hover" : variant === "error" ? "toast-close-focus" : undefined,
            }}
          />
          <ToastView
            variant={variant}
            message={variant === "info" ? longKorean : `${sampleMessages[variant]} ${longKorean.slice(0, 30)}`}
            onDismiss={() => {}}
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, id }) => {
    forcePseudoStyles(id);
    await expect(canvas.getAllByRole("button", { name: "Dismiss notification" })).toHaveLength(8);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
