import { useSearchParams } from "react-router";
import { type ListFilters, listSearch, parseListFilters } from "../model/list-query";

/**
 * The list's filters live in the address, so a link from the home page opens the list filtered and Back returns
 * to the previous list; any change but the page starts again at the first page.
 */
export function useListFilters(): [ListFilters, (next: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = parseListFilters(params);
  const change = (next: Partial<ListFilters>) =>
    setParams(new URLSearchParams(listSearch({ ...filters, page: 1, ...next })));
  return [filters, change];
}
