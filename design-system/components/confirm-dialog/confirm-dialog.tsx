import { type ReactNode, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useDsLocale } from "../../i18n";
import { Button } from "../button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../dialog";
import { type ConfirmIntent, type ConfirmKind, type ConfirmStore, confirmStore } from "./confirm-store";
import { createHostRegistry, useIsFirstHost } from "../../lib/host-registry";

export type ConfirmDialogProps = {
  /** Controls the dialog; leave unset and pass `trigger` to let it manage itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a `Button`); focus returns to it on close. */
  trigger?: ReactNode;
  /** The question or notice; it names the dialog. */
  title: string;
  /** The detail under the title; it describes the dialog. */
  message?: ReactNode;
  /** `alert`: one Confirm button. `question` (default): Yes and No. */
  kind?: ConfirmKind;
  /** `danger` makes the main button red and focuses No first, for answers that destroy something. */
  intent?: ConfirmIntent;
  /** Replaces the localized Confirm / Yes label. */
  confirmLabel?: string;
  /** Replaces the localized No label. */
  cancelLabel?: string;
  /**
   * Runs on Confirm / Yes. If it returns a promise the button shows a spinner and the dialog waits: it closes when
   * the promise resolves and stays open (to try again or say No) when it rejects.
   */
  onConfirm?: () => unknown;
  /** Runs on No or Escape; the dialog then closes. */
  onCancel?: () => void;
  /** Where the portal renders (default: `document.body`). */
  container?: HTMLElement | null;
};

/**
 * A short question or notice that must be answered before the page goes on (`role="alertdialog"`). Clicking the
 * scrim does not dismiss it; Escape counts as No.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  kind = "question",
  intent = "default",
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  container,
}: ConfirmDialogProps) {
  const { messages } = useDsLocale();
  const words = messages.feedback.confirm;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  // a disabled button loses focus (to <body> or the panel): once the work fails, hand it back to the button
  const wasPending = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active.matches('[data-slot="confirm-dialog"]');
    if (wasPending.current && !pending && open && lost) confirmRef.current?.focus();
    wasPending.current = pending;
  }, [pending, open]);

  const handleConfirm = async () => {
    let result: unknown;
    try {
      result = onConfirm?.();
    } catch {
      return;
    }
    if (result instanceof Promise) {
      setPending(true);
      try {
        await result;
      } catch {
        setPending(false);
        return;
      }
      setPending(false);
    }
    setOpen(false);
  };

  const handleCancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const isQuestion = kind === "question";
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : handleCancel())}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        data-slot="confirm-dialog"
        data-kind={kind}
        data-intent={intent}
        role="alertdialog"
        size="sm"
        container={container}
        hideClose
        aria-busy={pending || undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // the safe answer first when the main one destroys something
          (isQuestion && intent === "danger" ? cancelRef : confirmRef).current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <DialogHeader className="pr-6">
          <DialogTitle>{title}</DialogTitle>
          {message && <DialogDescription className="whitespace-pre-line">{message}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          {isQuestion && (
            <Button ref={cancelRef} intent="outline" disabled={pending} onClick={handleCancel}>
              {cancelLabel ?? words.no}
            </Button>
          )}
          <Button
            ref={confirmRef}
            intent={intent === "danger" ? "danger" : "primary"}
            loading={pending}
            onClick={() => void handleConfirm()}
          >
            {confirmLabel ?? (isQuestion ? words.yes : words.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The imperative host

const hosts = createHostRegistry();

export type ConfirmHostProps = {
  /** The queue to show; the app's shared one unless a test brings its own. */
  store?: ConfirmStore;
};

/**
 * Shows the requests of `confirm()` one at a time. Mount it once near the root of the app. A second host (a story
 * inside a frame that already has one) stays empty, so no question is ever asked twice.
 */
export function ConfirmHost({ store = confirmStore }: ConfirmHostProps) {
  const active = useIsFirstHost(hosts, "confirm-host");
  const requests = useSyncExternalStore(store.subscribe, store.getRequests, store.getRequests);
  const current = requests[0];
  if (!active || !current) return null;
  return (
    <ConfirmDialog
      key={current.id}
      open
      title={current.title}
      message={current.message}
      kind={current.kind}
      intent={current.intent}
      confirmLabel={current.confirmLabel}
      cancelLabel={current.cancelLabel}
      onConfirm={() => store.answer(current.id, true)}
      onOpenChange={(next) => {
        // closing without a Yes is a No; after a Yes the request is gone and this is ignored
        if (!next) store.answer(current.id, false);
      }}
    />
  );
}
