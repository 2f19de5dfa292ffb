import { TitledSection } from "@blocks/feature-kit";
import { buttonLinkVariants } from "@ds";
import { Link } from "react-router";
import { useApplicationsText } from "../components/use-applications-text";
import { EduPage } from "./edu-page";
import type { ApplicantPaths } from "./paths";

/** The programme's text pages: what it is, and how to apply. */
export type ProgrammePage = "introduction" | "guide";

export type ProgrammePageScreenProps = {
  page: ProgrammePage;
  paths: Pick<ApplicantPaths, "registration" | "info">;
};

/** The sections of each page, by their key under `<page>.sections` (each a heading and a body). */
const SECTIONS: Record<ProgrammePage, readonly string[]> = {
  introduction: ["purpose", "programme", "support", "after"],
  guide: ["eligibility", "documents", "steps", "statuses", "after"],
};

/**
 * `/seouledutravel/introduction` and `/seouledutravel/application/guide` (public, rendered on the server): the
 * programme's purpose and what it offers; who may apply, what to prepare, the steps and what each status means.
 */
export function ProgrammePageScreen({ page, paths }: ProgrammePageScreenProps) {
  const { t } = useApplicationsText();
  return (
    <EduPage title={t(`${page}.heading`)} lead={t(`${page}.lead`)}>
      {SECTIONS[page].map((section) => (
        <TitledSection key={section} title={t(`${page}.sections.${section}.title`)} className="flex flex-col gap-2">
          <p className="text-base whitespace-pre-line text-foreground">{t(`${page}.sections.${section}.body`)}</p>
        </TitledSection>
      ))}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.registration()} className={buttonLinkVariants({ size: "lg" })}>
          {t("info.apply")}
        </Link>
        <Link to={paths.info} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
          {t("introduction.toInfo")}
        </Link>
      </div>
    </EduPage>
  );
}
