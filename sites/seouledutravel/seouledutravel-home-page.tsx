import { buttonVariants } from "@ds";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";
import { EDU_PATHS } from "./site.config";

/**
 * `/seouledutravel`: the education trip programme for a first-time visitor: what it offers, when and where, who can
 * apply and what comes next, with the ways on to the application guide and to the questions others asked.
 */
export function SeouledutravelHomePage() {
  const { t } = useTranslation("seouledutravel");
  return (
    <MicrositeHome
      namespace="seouledutravel"
      highlights={["exchange", "classes", "culture"]}
      audience={["teachers", "agencies"]}
      next={
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={EDU_PATHS.guide} className={buttonVariants({})}>
            {t("home.next.guideLink")}
          </Link>
          <Link to={EDU_PATHS.faq} className={buttonVariants({ intent: "outline" })}>
            {t("home.next.faqLink")}
          </Link>
          <Link to={EDU_PATHS.qna} className={buttonVariants({ intent: "outline" })}>
            {t("home.next.qnaLink")}
          </Link>
        </div>
      }
    />
  );
}
