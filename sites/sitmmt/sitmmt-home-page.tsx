import { buttonVariants, cn } from "@ds";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";
import { MartDatesText } from "./mart-schedule";
import { SITMMT_PATHS } from "./site.config";

/**
 * `/sitmmt`: the medical travel mart for a first-time visitor: what, when, where, for whom and what comes next. The
 * eyebrow and "When" name the mart's days from its meeting slots.
 */
export function SitmmtHomePage() {
  const { t } = useTranslation("sitmmt");
  return (
    <MicrositeHome
      namespace="sitmmt"
      audience={["buyers", "sellers"]}
      eyebrow={<MartDatesText dated="home.eyebrow" undated="home.eyebrowUndated" />}
      facts={{ when: <MartDatesText dated="home.facts.when.value" undated="home.facts.when.valueUndated" /> }}
      next={
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={SITMMT_PATHS.register} className={buttonVariants({})}>
            {t("home.next.registerLink")}
          </Link>
          <Link to={SITMMT_PATHS.overview} className={cn(buttonVariants({ intent: "outline" }))}>
            {t("home.next.overviewLink")}
          </Link>
          <Link to={SITMMT_PATHS.fair} className={cn(buttonVariants({ intent: "outline" }))}>
            {t("home.next.fairLink")}
          </Link>
        </div>
      }
    />
  );
}
