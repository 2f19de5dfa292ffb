import { FeaturePage, SignedOut, TextLink } from "@blocks/feature-kit";
import { ListStates, RecordCard } from "@blocks/shop-kit";
import { ButtonLink, EmptyState } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Ticket } from "lucide-react";
import { Link } from "react-router";
import { useMyPasses } from "../api/list-mine";
import { PassFacts } from "../components/pass-facts";
import { PassStateBadge } from "../components/pass-state-badge";
import { usePassText } from "../components/use-pass-text";
import { failureText } from "../model/messages";

export type MyPassesPaths = {
  card: (id: number) => string;
  /** Where "Buy a pass" leads when there is none yet. */
  purchase: string;
};

export type MyPassesScreenProps = {
  paths: MyPassesPaths;
  area?: Area;
};

/**
 * The member's passes (mypage, issue 24): each with its code, holder, type, state (and why it ended), how long it
 * lasts, and the way to its card; with none yet, the way to buy one.
 */
export function MyPassesScreen({ paths, area = "member" }: MyPassesScreenProps) {
  const { t } = usePassText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("mine.title")}>
      {loggedIn ? <PassList paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function PassList({ paths, area }: Required<MyPassesScreenProps>) {
  const { t, lang } = usePassText();
  const passes = useMyPasses(area, lang);
  return (
    <ListStates
      list={passes}
      t={t}
      describe={failureText}
      errorTitle={t("mine.error")}
      skeletonRows={["h-28", "h-28"]}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<Ticket aria-hidden="true" />}
          titleAs="h2"
          title={t("mine.empty.title")}
          description={t("mine.empty.description")}
          action={
            <ButtonLink asChild>
              <Link to={paths.purchase}>{t("mine.empty.action")}</Link>
            </ButtonLink>
          }
        />
      }
    >
      {(data) => (
        <ul className="flex flex-col gap-3">
          {data.map((pass) => (
            <li key={pass.id}>
              <RecordCard
                headingId={`pass-${pass.id}`}
                title={pass.holder}
                number={pass.code}
                aside={<PassStateBadge state={pass.state} />}
              >
                <PassFacts pass={pass} />
                <TextLink to={paths.card(pass.id)} className="self-start text-sm">
                  {t("pass.openCard")}
                  <span className="sr-only"> ({pass.code})</span>
                </TextLink>
              </RecordCard>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
