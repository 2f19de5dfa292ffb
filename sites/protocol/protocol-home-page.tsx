import { ButtonLink } from "@ds";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MicrositeHome } from "../shell/microsite-home";
import { PROTOCOL_PATHS } from "./site.config";

/** The delegation's pages, in the order a delegate needs them. */
const WAYS = [
  ["tour", PROTOCOL_PATHS.tour],
  ["immigration", PROTOCOL_PATHS.immigration],
  ["vehicle", PROTOCOL_PATHS.vehicle],
] as const;

const linkClass = "text-primary underline underline-offset-2 hover:no-underline";

/**
 * `/protocol`: what the service offers an official delegation (its programme, arrival and departure assistance, the
 * live map of its vehicles), for whom, and the way in: the delegation's sign-in, and the protocol desk's. Rendered on
 * the server in the visitor's language; nothing on it depends on who is signed in.
 */
export function ProtocolHomePage() {
  const { t } = useTranslation("protocol");
  return (
    <MicrositeHome
      namespace="protocol"
      highlights={["tours", "immigration", "vehicles"]}
      audience={["delegations", "officers"]}
      next={
        <div className="mt-4 flex flex-col gap-4">
          <div>
            <ButtonLink asChild size="lg">
              <Link to={signInUrl(PROTOCOL_PATHS.signIn, PROTOCOL_PATHS.tour)}>{t("home.next.signIn")}</Link>
            </ButtonLink>
          </div>
          <ul className="flex flex-col gap-2">
            {WAYS.map(([key, href]) => (
              <li key={key}>
                <Link to={href} className={linkClass}>
                  {t(`home.next.${key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PROTOCOL_PATHS.adminTours} className={linkClass}>
                {t("home.next.desk")}
              </Link>
            </li>
          </ul>
        </div>
      }
    />
  );
}
