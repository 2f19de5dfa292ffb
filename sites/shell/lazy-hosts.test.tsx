import { act, cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ConfirmStoreModule from "@ds/components/confirm-dialog/confirm-store";
import type * as ToastStoreModule from "@ds/components/toast/toast-store";
import type * as LazyHostsModule from "./lazy-hosts";

// A host's code (the dialog's Radix parts) is compiled on its first import: on a loaded machine that alone can take
// seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

// Which host's code the page has asked for: the toast stack (small, wanted before anything goes wrong) when the page
// is idle; the dialog (Radix Dialog) at the visitor's first press or key, or when a question comes first.
const fetched = { toast: 0, dialog: 0 };

let hosts: typeof LazyHostsModule;
let questions: typeof ConfirmStoreModule;
let toasts: typeof ToastStoreModule;

// The hosts' code compiled once before the tests (each test then evaluates it again in a new page): what a test
// waits for is the host's fetch and render, not the first compilation, which on a loaded machine takes longer than
// any wait of a test.
beforeAll(async () => {
  await import("@ds/components/toast");
  await import("@ds/components/confirm-dialog");
}, 120_000);

beforeEach(async () => {
  // a new page: nothing asked for yet, empty queues
  vi.resetModules();
  fetched.toast = 0;
  fetched.dialog = 0;
  vi.doMock("@ds/components/toast", async (importOriginal) => {
    fetched.toast += 1;
    return importOriginal();
  });
  vi.doMock("@ds/components/confirm-dialog", async (importOriginal) => {
    fetched.dialog += 1;
    return importOriginal();
  });
  hosts = await import("./lazy-hosts");
  questions = await import("@ds/components/confirm-dialog/confirm-store");
  toasts = await import("@ds/components/toast/toast-store");
});

afterEach(() => {
  cleanup();
  vi.doUnmock("@ds/components/toast");
  vi.doUnmock("@ds/components/confirm-dialog");
});

/** The question a press led to shows, and is answered (the dialog's code is all there by then). */
async function questionShows() {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = questions.confirm({ title: "Sign in to keep it?", message: "Members only", kind: "question" });
  });
  await screen.findByRole("alertdialog", { name: "Sign in to keep it?" });
  fireEvent.click(screen.getByRole("button", { name: "No" }));
  await expect(answer).resolves.toBe(false);
}

/** Long enough for a page idle in a test (the load event is past, so the idle task runs at once). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe("the app's toast and dialog hosts", () => {
  it("asks for the toast stack when the page is idle, and not for the dialog while nobody presses anything", async () => {
    render(<hosts.LazyHosts />);
    await waitFor(() => expect(fetched.toast).toBe(1));
    await settle();
    expect(fetched.dialog).toBe(0);
    // a toast then shows at once
    act(() => void toasts.toast.error("The network is gone", { duration: 60_000 }));
    expect(await screen.findByText("The network is gone")).toBeDefined();
  });

  it("asks for the dialog at the visitor's first press, before any question", async () => {
    render(
      <main>
        <button type="button">Add to wishlist</button>
        <hosts.LazyHosts />
      </main>,
    );
    await settle();
    expect(fetched.dialog).toBe(0);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Add to wishlist" }));
    await waitFor(() => expect(fetched.dialog).toBe(1));
    await questionShows();
  });

  it("asks for the dialog at the visitor's first key too", async () => {
    render(<hosts.LazyHosts />);
    await settle();
    fireEvent.keyDown(document.body, { key: "Tab" });
    await waitFor(() => expect(fetched.dialog).toBe(1));
    await questionShows();
  });

  it("shows a question asked before any press (the new version's prompt), its dialog fetched then", async () => {
    render(<hosts.LazyHosts />);
    await settle();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = questions.confirm({ title: "A new version is here", message: "Reload?", kind: "question" });
    });
    expect(await screen.findByRole("alertdialog", { name: "A new version is here" })).toBeDefined();
    expect(fetched.dialog).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await expect(answer).resolves.toBe(true);
  });

  it("shows what was queued before it mounted: a toast and a question from the start-up", async () => {
    void toasts.toast.info("English is shown", { duration: 60_000 });
    void questions.confirm({ title: "Sign in first", message: "Members only", kind: "question" });
    render(<hosts.LazyHosts />);
    expect(await screen.findByText("English is shown")).toBeDefined();
    expect(await screen.findByRole("alertdialog", { name: "Sign in first" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
