import { buttonLinkVariants } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Link, useNavigate } from "react-router";
import { useMyBusiness } from "../api/get-my-business";
import { useSaveMyBusiness } from "../api/save-my-business";
import { AccreditationPage } from "../components/accreditation-page";
import { BackLink } from "../components/back-link";
import { CompanyProfileForm } from "../components/company-profile-form";
import { NotCompanyAccount } from "../components/not-company-account";
import { BusinessPending } from "../components/business-pending";
import { useAccreditationText } from "../components/use-accreditation-text";

export type BusinessApplicationScreenProps = {
  /** The site's addresses: the confirm page a saved profile goes on to, the company's own page. */
  paths: { confirm: string; myPage: string };
  area?: Area;
};

/**
 * `/sitmmt/ppipsa/mypage/business/application`: the company profile, new or saved, with every field of the spec.
 * The account's type decides the buyer questions; a general account is told that companies are buyer and seller
 * accounts. A saved profile goes on to the confirm page.
 */
export function BusinessApplicationScreen({ paths, area = "accreditation" }: BusinessApplicationScreenProps) {
  const { t } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const business = useMyBusiness(area);
  const save = useSaveMyBusiness(area);
  const navigate = useNavigate();
  const data = business.data;
  const title = data?.profile ? t("application.editTitle") : t("application.title");

  return (
    <AccreditationPage title={title} eyebrow={<BackLink to={paths.myPage}>{t("shared.myPage")}</BackLink>}>
      {!loggedIn || business.error || !data ? (
        <BusinessPending loggedIn={loggedIn} business={business} rows={["h-10", "h-40", "h-40"]} />
      ) : data.role === null ? (
        <NotCompanyAccount />
      ) : (
        <>
          <p className="text-muted-foreground">
            {t(data.role === "buyer" ? "application.introBuyer" : "application.introSeller")}
          </p>
          <CompanyProfileForm
            account={{ role: data.role, origin: data.origin }}
            profile={data.profile}
            onSubmit={async (body) => {
              await save.trigger(body);
              void navigate(paths.confirm);
            }}
            cancel={
              <Link to={paths.myPage} className={buttonLinkVariants({ intent: "ghost", size: "lg" })}>
                {t("form.cancel")}
              </Link>
            }
          />
        </>
      )}
    </AccreditationPage>
  );
}
