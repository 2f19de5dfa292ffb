import { getI18n } from "react-i18next";

/**
 * Loads a feature's code and its messages side by side. The route is ready only when both are, so its screen never
 * suspends after the navigation has finished (a suspended transition would keep the previous page on screen, and a
 * sign-out from a guarded page would then meet that page's guard), and the messages never wait for the code.
 */
export async function withMessages<T>(load: () => Promise<T>, namespaces: readonly string[]): Promise<T> {
  const i18n = getI18n();
  const [loaded] = await Promise.all([load(), i18n ? i18n.loadNamespaces([...namespaces]) : undefined]);
  return loaded;
}
