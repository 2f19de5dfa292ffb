import { FeaturePage, ListSkeleton, SignedOut, TitledSection } from "@blocks/feature-kit";
import type { FairEdition, VisitorRegistration } from "@contracts/mice";
import { Button, EmptyState, buttonLinkVariants } from "@ds";
import { formatDateTime } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Printer, Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useEdition } from "../api/get-edition";
import { useMyRegistration } from "../api/get-my-registration";
import { AREA } from "../api/paths";
import { FairLoadError } from "../components/fair-load-error";
import { RegistrationClosed } from "../components/registration-closed";
import { useFairText } from "../components/use-fair-text";
import { VisitorBadge } from "../components/visitor-badge";
import { fairDayText } from "../model/fair-dates";
import { isNotVisitor } from "../model/messages";
import type { VisitorPaths } from "./paths";

export type VisitorMyPageScreenProps = {
  paths: Pick<VisitorPaths, "register">;
  /**
   * What a buyer's or seller's account sees instead (the API answers 403 NOT_VISITOR): the site puts the company's
   * own page here.
   */
  otherwise: ReactNode;
  /** The sign-in area of the visitor's account (the business-accreditation area's by default). */
  area?: Area;
};

/**
 * `/mice/mypage` for a visitor: the personal entry badge with its QR code, ready to print (the badge alone is
 * printed), and when it was scanned at the entrance; before registering, the way to register while it is open.
 */
export function VisitorMyPageScreen({ paths, otherwise, area = AREA }: VisitorMyPageScreenProps) {
  const { t, lang } = useFairText();
  const loggedIn = useIsLoggedIn(area);
  const mine = useMyRegistration(area, lang);
  if (loggedIn && isNotVisitor(mine.error)) return <>{otherwise}</>;
  return (
    <FeaturePage title={t("myPage.title")}>
      {loggedIn ? <MyBadge paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function MyBadge({ paths, area }: Omit<VisitorMyPageScreenProps, "otherwise"> & { area: Area }) {
  const { t, lang } = useFairText();
  const mine = useMyRegistration(area, lang);
  const edition = useEdition(lang);
  if (mine.error && mine.data === undefined) {
    return <FairLoadError title={t("myPage.loadError")} error={mine.error} onRetry={() => void mine.mutate()} />;
  }
  // the badge waits for the edition (its days and venue) unless the edition cannot be had
  if (mine.data === undefined || (!edition.data && !edition.error)) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-24", "h-96"]} gap="gap-4" />;
  }
  if (mine.data === null) return <NotRegistered edition={edition.data ?? null} register={paths.register} />;
  return <Badge registration={mine.data} edition={edition.data ?? null} />;
}

function Badge({ registration, edition }: { registration: VisitorRegistration; edition: FairEdition | null }) {
  const { t, lang } = useFairText();
  return (
    <TitledSection
      title={t("myPage.badge.heading")}
      align="center"
      aside={
        <Button intent="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("myPage.badge.print")}
        </Button>
      }
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-foreground">
        {registration.checked_in_at
          ? t("myPage.badge.checkedIn", { time: formatDateTime(registration.checked_in_at, lang) })
          : t("myPage.badge.howTo")}
      </p>
      <VisitorBadge registration={registration} edition={edition} />
      <p className="text-sm text-muted-foreground">
        {t("myPage.badge.registeredAt", {
          time: formatDateTime(registration.registered_at, lang),
          email: registration.email,
        })}
      </p>
    </TitledSection>
  );
}

function NotRegistered({ edition, register }: { edition: FairEdition | null; register: string }) {
  const { t, lang } = useFairText();
  if (edition && !edition.registration_open) return <RegistrationClosed edition={edition} />;
  return (
    <EmptyState
      icon={<Ticket aria-hidden="true" />}
      titleAs="h2"
      title={t("myPage.none.title")}
      description={
        edition
          ? t("myPage.none.body", { fair: edition.name, date: fairDayText(edition.registration_closes_on, lang, t) })
          : t("myPage.none.bodyNoDate")
      }
      action={
        <Link to={register} className={buttonLinkVariants({ size: "lg" })}>
          {t("myPage.none.action")}
        </Link>
      }
    />
  );
}
