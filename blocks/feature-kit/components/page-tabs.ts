/**
 * The tab a page shows, from its address (`?tab=`): one of the page's tabs, or the first (the default) for none or
 * anything else, so an old or mistyped link still opens the page.
 */
export function chosenTab<V extends string>(value: string | null | undefined, tabs: readonly V[]): V | undefined {
  return tabs.find((tab) => tab === value) ?? tabs[0];
}

/**
 * The address's query with a tab chosen: the default tab is left out (the page's plain address), the other
 * parameters are kept except the ones the tabs' screens own (`drop`, e.g. a list's status filter, which belongs to
 * the tab that was open).
 */
export function withTab(
  query: URLSearchParams,
  tab: string,
  defaultTab: string,
  drop: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of drop) next.delete(key);
  if (tab === defaultTab) next.delete("tab");
  else next.set("tab", tab);
  return next;
}
