import { FeaturePage, ListSkeleton, SignedOut } from "@blocks/feature-kit";
import type { FairEdition, VisitorRegistration } from "@contracts/mice";
import { EmptyState, buttonLinkVariants } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useEdition } from "../api/get-edition";
import { useMyRegistration } from "../api/get-my-registration";
import { AREA } from "../api/paths";
import { FairLoadError } from "../components/fair-load-error";
import { RegistrationClosed } from "../components/registration-closed";
import { RegistrationForm } from "../components/registration-form";
import { useFairText } from "../components/use-fair-text";
import { VisitorBadge } from "../components/visitor-badge";
import { isNotVisitor } from "../model/messages";
import type { VisitorPaths } from "./paths";

export type VisitorRegistrationScreenProps = {
  paths: Pick<VisitorPaths, "myPage" | "companyApplication">;
  /**
   * What a buyer's or seller's account sees instead (the API answers 403 NOT_VISITOR), e.g. the company's own
   * application form; without it the page says that companies take part with their profile and links there.
   */
  otherwise?: ReactNode;
  /** The sign-in area of the visitor's account (the business-accreditation area's by default). */
  area?: Area;
};

/**
 * `/mice/application/registration` for a visitor account: the registration form while registration is open; once
 * registered, the badge and the way to the visitor's page (a new registration goes there at once); after the
 * deadline, that it has closed; a buyer's or seller's account gets `otherwise` (the company's form), or is told
 * that companies take part with their profile.
 */
export function VisitorRegistrationScreen({ paths, otherwise, area = AREA }: VisitorRegistrationScreenProps) {
  const { t, lang } = useFairText();
  const loggedIn = useIsLoggedIn(area);
  const mine = useMyRegistration(area, lang);
  if (otherwise !== undefined && loggedIn && isNotVisitor(mine.error)) return <>{otherwise}</>;
  return (
    <FeaturePage title={t("register.title")}>
      {loggedIn ? <Registration paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Registration({ paths, area }: Required<Omit<VisitorRegistrationScreenProps, "otherwise">>) {
  const { t, lang } = useFairText();
  const navigate = useNavigate();
  const mine = useMyRegistration(area, lang);
  const edition = useEdition(lang);
  if (isNotVisitor(mine.error)) return <NotVisitor to={paths.companyApplication} />;
  const failed = mine.error ?? edition.error;
  if (failed && (mine.data === undefined || !edition.data)) {
    return (
      <FairLoadError
        title={t("register.loadError")}
        error={failed}
        onRetry={() => {
          void mine.mutate();
          void edition.mutate();
        }}
      />
    );
  }
  if (mine.data === undefined || !edition.data) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-10", "h-40", "h-24"]} gap="gap-4" />;
  }
  if (mine.data) return <Registered registration={mine.data} edition={edition.data} myPage={paths.myPage} />;
  if (!edition.data.registration_open) return <RegistrationClosed edition={edition.data} />;
  return (
    <RegistrationForm
      edition={edition.data}
      area={area}
      onRegistered={() => void navigate(paths.myPage, { replace: true })}
    />
  );
}

/** Registered already: the badge as it is, and the page that keeps it. */
function Registered({
  registration,
  edition,
  myPage,
}: {
  registration: VisitorRegistration;
  edition: FairEdition;
  myPage: string;
}) {
  const { t } = useFairText();
  return (
    <section aria-labelledby="fair-registered" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id="fair-registered" className="text-lg font-semibold text-foreground">
          {t("register.registered.title", { fair: edition.name })}
        </h2>
        <p className="text-sm text-foreground">
          {t("register.registered.body", { name: registration.name, email: registration.email })}
        </p>
      </div>
      <VisitorBadge registration={registration} edition={edition} />
      <div>
        <Link to={myPage} className={buttonLinkVariants({ size: "lg" })}>
          {t("register.registered.myPage")}
        </Link>
      </div>
    </section>
  );
}

/** A buyer's or seller's account: they take part with their company, not as a visitor. */
function NotVisitor({ to }: { to: string }) {
  const { t } = useFairText();
  return (
    <EmptyState
      icon={<Building2 aria-hidden="true" />}
      titleAs="h2"
      title={t("notVisitor.title")}
      description={t("notVisitor.body")}
      action={
        <Link to={to} className={buttonLinkVariants({ size: "lg" })}>
          {t("notVisitor.action")}
        </Link>
      }
    />
  );
}
