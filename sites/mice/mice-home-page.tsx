import type { FairEditionHeroProps } from "@features/fair";
import { TextLink } from "@blocks/feature-kit";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { MicrositeHome } from "../shell/microsite-home";
import { MICE_PATHS } from "./site.config";

/**
 * `/mice`: the MICE fair for a first-time visitor: the current edition from the database (its name, days, venue,
 * whether registration is open, its figures), what the fair is, for whom, and the ways to register and apply.
 */
export function MiceHomePage({ Hero }: { Hero: ComponentType<FairEditionHeroProps> }) {
  const { t } = useTranslation("mice");
  return (
    <MicrositeHome
      namespace="mice"
      hero={
        <Hero
          headingLevel={1}
          paths={{ register: MICE_PATHS.register, conference: MICE_PATHS.conference, exhibitors: MICE_PATHS.companies }}
        />
      }
      highlights={["exhibition", "meetings", "conference"]}
      audience={["visitors", "buyers", "sellers"]}
      next={
        <ul className="mt-3 flex flex-col gap-2">
          <li>
            <TextLink to={MICE_PATHS.visitorGuide}>{t("home.next.visitors")}</TextLink>
          </li>
          <li>
            <TextLink to={MICE_PATHS.applicationGuide}>{t("home.next.companies")}</TextLink>
          </li>
          <li>
            <TextLink to={MICE_PATHS.register}>{t("home.next.register")}</TextLink>
          </li>
        </ul>
      }
    />
  );
}
