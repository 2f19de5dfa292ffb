import { SearchForm } from "@blocks/feature-kit";
import { useAdminText } from "./use-admin-text";

/** AdminVisitorListQuerySchema's limit. */
export const SEARCH_MAX = 100;

/** The visitors' search (a landmark of its own); the words go on Enter or the button, as the other operator lists. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useAdminText();
  return (
    <SearchForm
      label={t("visitors.search.label")}
      field={t("visitors.search.field")}
      button={t("visitors.search.button")}
      value={value}
      maxLength={SEARCH_MAX}
      onSearch={onSearch}
    />
  );
}
