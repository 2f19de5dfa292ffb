import { OperatorsLayout } from "@blocks/feature-kit";
import { useTranslation } from "react-i18next";
import { CONSOLE_TABS } from "./site.config";

/** The tabs of every area of the console above a page (the route's page follows in the layout's outlet). */
export function ConsoleTabs() {
  const { t } = useTranslation("console");
  return (
    <OperatorsLayout label={t("nav.areas")} tabs={CONSOLE_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }))} />
  );
}

/** A layout route around the console's pages: the tabs of every area above each page. */
export function ConsoleOperatorsLayout() {
  return <ConsoleTabs />;
}
