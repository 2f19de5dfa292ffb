import { useTranslation } from "react-i18next";
import { OperatorsLayout } from "@blocks/feature-kit";
import { MICE_PATHS, MICE_SITE_PAGES } from "./site.config";

/**
 * The fair's operator pages, from three features: the companies' applications; the visitors with their badges, the
 * edition and its programme; the companies' meetings; the boards and pages the fair publishes.
 */
const PAGES = [
  { to: MICE_PATHS.adminApplications, labelKey: "pages.adminApplications" },
  { to: MICE_PATHS.adminVisitors, labelKey: "pages.adminVisitors" },
  { to: MICE_PATHS.adminBadges, labelKey: "pages.adminBadges" },
  { to: MICE_PATHS.adminEdition, labelKey: "pages.adminEdition" },
  { to: MICE_PATHS.adminConference, labelKey: "pages.adminConference" },
  { to: MICE_PATHS.adminMeetings, labelKey: "pages.adminMeetings" },
  { to: MICE_PATHS.adminSlots, labelKey: "pages.adminSlots" },
  { to: MICE_PATHS.adminRecords, labelKey: "pages.adminRecords" },
  { to: MICE_PATHS.adminBoards, labelKey: "pages.adminBoards" },
  { to: MICE_PATHS.adminPage(MICE_SITE_PAGES[0][0]), labelKey: "pages.adminPages" },
] as const;

/** A layout route around the fair's operator pages: their own small navigation above each page. */
export function MiceOperatorsLayout() {
  const { t } = useTranslation("mice");
  return (
    <OperatorsLayout
      label={t("pages.operators")}
      tabs={PAGES.map((page) => ({ to: page.to, label: t(page.labelKey) }))}
    />
  );
}
