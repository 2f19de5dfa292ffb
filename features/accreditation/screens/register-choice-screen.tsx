import { TextLink } from "@blocks/feature-kit";
import { ChevronRight, Hotel, Plane, Stethoscope, Ticket } from "lucide-react";
import { Link } from "react-router";
import { AccreditationPage } from "../components/accreditation-page";
import { useAccreditationText } from "../components/use-accreditation-text";

/** The registration form of each account type offered (the auth feature's, by type); a type left out is not offered. */
export type RegisterChoicePaths = {
  visitor?: string;
  buyer?: string;
  sellerDomestic?: string;
  sellerOverseas?: string;
  signIn: string;
};

const CHOICES = [
  { key: "visitor", Icon: Ticket },
  { key: "buyer", Icon: Plane },
  { key: "sellerDomestic", Icon: Stethoscope },
  { key: "sellerOverseas", Icon: Hotel },
] as const;

/**
 * `/sitmmt/ppipsa/register`, `/mice/register`: who is registering decides the account (a visitor at the MICE fair, a
 * buyer, a Korean seller, an overseas seller), which the company profile and the meetings follow; each choice opens
 * its registration form. `/mice/register/seller` offers the two sellers only.
 */
export function RegisterChoiceScreen({
  paths,
  intro = "all",
}: {
  paths: RegisterChoicePaths;
  intro?: "all" | "seller";
}) {
  const { t } = useAccreditationText();
  const offered = CHOICES.flatMap((choice) => {
    const to = paths[choice.key];
    return to ? [{ ...choice, to }] : [];
  });
  return (
    <AccreditationPage title={t(intro === "seller" ? "register.sellerTitle" : "register.title")}>
      <p className="-mt-3 text-muted-foreground">{t(intro === "seller" ? "register.sellerIntro" : "register.intro")}</p>
      <ul className="flex flex-col gap-3">
        {offered.map(({ key, Icon, to }) => (
          <li
            key={key}
            className="relative flex items-start gap-4 rounded-lg border border-border bg-surface p-4 transition-colors duration-fast ease-standard hover:bg-hover"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="font-semibold text-foreground">
                <Link
                  to={to}
                  className="rounded-sm text-foreground no-underline outline-hidden after:absolute after:inset-0 after:rounded-lg focus-visible:after:shadow-focus"
                >
                  {t(`register.${key}.title`)}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">{t(`register.${key}.body`)}</p>
            </div>
            <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          </li>
        ))}
      </ul>
      <p className="text-sm text-foreground">
        {t("register.haveAccount")} <TextLink to={paths.signIn}>{t("register.signIn")}</TextLink>
      </p>
    </AccreditationPage>
  );
}
