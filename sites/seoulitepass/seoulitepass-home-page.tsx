import { TextLink } from "@blocks/feature-kit";
import { useTranslation } from "react-i18next";
import { MicrositeHome } from "../shell/microsite-home";
import { PASS_PATHS } from "./site.config";

/** The ways on from the home page, in the order a visitor plans: buy, where it works, what is on, how it works. */
const NEXT = [
  ["buy", PASS_PATHS.purchase],
  ["affiliate", PASS_PATHS.affiliate],
  ["thingsToDo", PASS_PATHS.thingsToDo],
  ["calendar", PASS_PATHS.calendar],
  ["guide", PASS_PATHS.guide],
  ["cards", PASS_PATHS.cards],
] as const;

/** `/seoulitepass`: the visitor pass for a first-time visitor: what it is, where it works, for whom and the ways on. */
export function SeoulitepassHomePage() {
  const { t } = useTranslation("seoulitepass");
  return (
    <MicrositeHome
      namespace="seoulitepass"
      highlights={["transit", "attractions", "airport"]}
      audience={["firstVisit", "business"]}
      next={
        <ul className="mt-3 flex flex-col gap-2">
          {NEXT.map(([key, href]) => (
            <li key={key}>
              <TextLink to={href}>{t(`home.next.${key}`)}</TextLink>
            </li>
          ))}
        </ul>
      }
    />
  );
}
