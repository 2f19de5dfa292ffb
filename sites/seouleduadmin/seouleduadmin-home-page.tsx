import { buttonVariants } from "@ds";
import { request } from "@lib/http/client";
import { fields, guard } from "@lib/http/parser";
import { useToken } from "@lib/session/use-session";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEffect, useState } from "react";
import { MicrositeHome } from "../shell/microsite-home";
import { seouleduadminAuth } from "./site.config";

/**
 * The signed-in administrator, asked anew on every visit: a session ended elsewhere must not stay on screen as
 * signed in. A rejected token (401) ends the session here and the transport opens the admin sign-in page.
 */
// `GET /api/v1/admin/me` (AdminMeDataSchema), checked by a small guard: the administration home is a first page.
const isAdminMe = fields({ id: "integer", email: "string", name: "string" });
const AdminMeData = guard(isAdminMe);
type AdminMe = { id: number; email: string; name: string };

function useAdminMe(): AdminMe | null {
  const token = useToken("admin");
  // the answer belongs to the token it was asked with: a new sign-in or a sign-out hides the old one at once
  const [answer, setAnswer] = useState<{ token: string; me: AdminMe } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    request("/api/v1/admin/me", {
      auth: true,
      area: "admin",
      schema: AdminMeData,
      signal: controller.signal,
    }).then(
      ({ data }) => setAnswer({ token, me: data }),
      () => setAnswer(null),
    );
    return () => controller.abort();
  }, [token]);
  return answer && answer.token === token ? answer.me : null;
}

/** `/seouleduadmin`: the administration area of the education trip programme, as its staff first see it. */
export function SeouleduadminHomePage() {
  const { t } = useTranslation("seouleduadmin");
  const me = useAdminMe();
  return (
    <MicrositeHome
      namespace="seouleduadmin"
      highlights={["members", "applications", "board"]}
      audience={["staff", "schools"]}
      nextBody={
        me ? (
          <p className="mt-2" role="status">
            {t("home.next.signedIn", { name: me.name, email: me.email })}
          </p>
        ) : undefined
      }
      next={
        <div className="mt-4 flex flex-wrap gap-3">
          {!me && (
            <Link to={seouleduadminAuth.signIn} className={buttonVariants({ intent: "primary" })}>
              {t("home.next.signIn")}
            </Link>
          )}
          <Link to="/seouledutravel" className={buttonVariants({ intent: "outline" })}>
            {t("home.next.link")}
          </Link>
        </div>
      }
    />
  );
}
