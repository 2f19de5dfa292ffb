import { buttonVariants, cn } from "@ds";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";

/** `/sitmmt`: the medical travel mart for a first-time visitor: what, when, where, for whom and what comes next. */
export function SitmmtHomePage() {
  const { t } = useTranslation("sitmmt");
  return (
    <MicrositeHome
      namespace="sitmmt"
      audience={["buyers", "sellers"]}
      next={
        <Link to="/sitmmt-bimtc" className={cn(buttonVariants({ intent: "outline" }), "mt-4")}>
          {t("home.next.fairLink")}
        </Link>
      }
    />
  );
}
