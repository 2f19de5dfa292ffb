/**
 * The queue behind `confirm()`: plain TypeScript, no React, so lib/ (the version poller, the 401 handler) can ask
 * a question without a component. One `<ConfirmHost />` shows the requests one at a time, oldest first.
 */

/** `alert`: one Confirm button (a notice to acknowledge). `question`: Yes and No. */
export type ConfirmKind = "alert" | "question";
/** `danger` colours the main button red and puts the initial focus on the safe answer. */
export type ConfirmIntent = "default" | "danger";

export type ConfirmOptions = {
  /** The question or notice, short ("Sign in required"). */
  title: string;
  /** The detail under the title. */
  message?: string;
  kind?: ConfirmKind;
  intent?: ConfirmIntent;
  /** Replaces the localized Confirm / Yes label. */
  confirmLabel?: string;
  /** Replaces the localized No label. */
  cancelLabel?: string;
};

export type ConfirmRequest = ConfirmOptions & {
  id: number;
  kind: ConfirmKind;
  intent: ConfirmIntent;
};

type Listener = () => void;

export type ConfirmStore = {
  /** Queues a request; resolves `true` on Confirm / Yes, `false` on No, Escape or dismissal. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Answers the request `id` and removes it from the queue; unknown ids are ignored. */
  answer: (id: number, value: boolean) => void;
  /** Answers every waiting request `false`, e.g. when the page is leaving. */
  clear: () => void;
  /** The waiting requests, oldest first; the same array until the queue changes. */
  getRequests: () => readonly ConfirmRequest[];
  subscribe: (listener: Listener) => () => void;
};

export function createConfirmStore(): ConfirmStore {
  let requests: readonly ConfirmRequest[] = [];
  let nextId = 1;
  const resolvers = new Map<number, (value: boolean) => void>();
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    confirm(options) {
      const id = nextId++;
      const request: ConfirmRequest = {
        ...options,
        id,
        kind: options.kind ?? "question",
        intent: options.intent ?? "default",
      };
      return new Promise<boolean>((resolve) => {
        resolvers.set(id, resolve);
        requests = [...requests, request];
        emit();
      });
    },
    answer(id, value) {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      requests = requests.filter((request) => request.id !== id);
      emit();
      resolve(value);
    },
    clear() {
      const waiting = [...resolvers.values()];
      resolvers.clear();
      requests = [];
      emit();
      for (const resolve of waiting) resolve(false);
    },
    getRequests: () => requests,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one queue, read by `<ConfirmHost />`. */
export const confirmStore = createConfirmStore();

/**
 * Asks the user and waits for the answer, e.g.
 * `if (await confirm({ title: t("auth.loginRequired"), kind: "question" })) goToLogin();`
 * Needs a mounted `<ConfirmHost />`; without one the promise waits until one mounts.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return confirmStore.confirm(options);
}
