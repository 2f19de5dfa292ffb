import { TextLink } from "@blocks/feature-kit";
import { TOUR_AREAS } from "@contracts/tour-areas";
import { useTranslation } from "react-i18next";
import { MicrositeHome } from "../shell/microsite-home";
import { APEC_PATHS } from "./site.config";

/**
 * `/apec2025`: the summit tours for a first-time visitor: what they are, when and where, for whom, and the ways on
 * (the two areas' courses, every course, the programme's rules, a reservation made before).
 */
export function Apec2025HomePage() {
  const { t } = useTranslation("apec2025");
  return (
    <MicrositeHome
      namespace="apec2025"
      highlights={["gyeongju", "seoul", "busan"]}
      audience={["delegates", "media", "guests"]}
      next={
        <ul className="mt-3 flex flex-col gap-2">
          {TOUR_AREAS.map((area) => (
            <li key={area}>
              <TextLink to={APEC_PATHS.area(area)}>{t(`home.next.${area}`)}</TextLink>
            </li>
          ))}
          <li>
            <TextLink to={APEC_PATHS.list}>{t("home.next.courses")}</TextLink>
          </li>
          <li>
            <TextLink to={APEC_PATHS.about}>{t("home.next.about")}</TextLink>
          </li>
          <li>
            <TextLink to={APEC_PATHS.myReservation}>{t("home.next.myReservation")}</TextLink>
          </li>
        </ul>
      }
    />
  );
}
