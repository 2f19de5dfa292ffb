import { buttonVariants, cn } from "@ds";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";

/** `/event`: the festival week for a first-time visitor: what it is, when and where, for whom and what comes next. */
export function EventHomePage() {
  const { t } = useTranslation("event");
  return (
    <MicrositeHome
      namespace="event"
      highlights={["andong", "jinju", "busan"]}
      audience={["visitors", "residents"]}
      next={
        <Link to="/main" className={cn(buttonVariants({ intent: "outline" }), "mt-4")}>
          {t("home.next.link")}
        </Link>
      }
    />
  );
}
