import { lazy } from "react";
import { lazyPart } from "../../lib/lazy-parts";
import { SelectSuspense, type SelectPreload } from "../select/select-suspense";
import type * as LanguageSelectModule from "./language-select";
import type { LanguageSelectProps } from "./language-select";

const part = lazyPart("language-select", () => import("./language-select"));

/** Fetches the real language select's code; safe to call any number of times. */
export const loadLanguageSelect: () => Promise<typeof LanguageSelectModule> = part.load;

const LanguageSelectLazy = lazy(() => loadLanguageSelect().then((module) => ({ default: module.LanguageSelect })));

export type LazyLanguageSelectProps = LanguageSelectProps & {
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
};

/**
 * LanguageSelect with its code (Radix Select) loaded on demand, for headers: `React.lazy` in a Suspense boundary
 * (SelectSuspense). The server renders the real select; the browser hydrates it when its code has arrived.
 */
export function LazyLanguageSelect({ preload, ...props }: LazyLanguageSelectProps) {
  // The server's render notes this import on every page (sites/shell/module-notes.ts), so the page's HTML names the
  // select's chunk and it arrives with the page's own code: a press on the select finds it taken over.
  if (import.meta.env.SSR) void import("./language-select");
  const arrived = part.arrived();
  return (
    <SelectSuspense
      load={loadLanguageSelect}
      loaded={arrived !== undefined}
      preload={preload}
      size={props.size}
      className={props.className}
    >
      {/* the code is here (loaded before the take-over, or a header mounted again): the select itself, at once */}
      {arrived ? <arrived.LanguageSelect {...props} /> : <LanguageSelectLazy {...props} />}
    </SelectSuspense>
  );
}
