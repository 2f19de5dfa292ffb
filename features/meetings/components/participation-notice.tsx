import { EmptyState, buttonLinkVariants } from "@ds";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import type { ParticipationProblem } from "../model/server-messages";
import { useMeetingsText } from "./use-meetings-text";

/**
 * The meeting calls refuse a company without a saved profile (409) or without an approved application (403): the
 * page says which, and leads to the application page, where both are taken care of.
 */
export function ParticipationNotice({
  problem,
  applicationPath,
}: {
  problem: ParticipationProblem;
  /** The application page; without it the notice only explains. */
  applicationPath?: string;
}) {
  const { t } = useMeetingsText();
  const key = problem === "profile_required" ? "profileRequired" : "notParticipant";
  return (
    <EmptyState
      icon={<ClipboardList aria-hidden="true" />}
      titleAs="h2"
      title={t(`participation.${key}.title`)}
      description={t(`participation.${key}.body`)}
      action={
        applicationPath ? (
          <Link to={applicationPath} className={buttonLinkVariants({ intent: "primary" })}>
            {t(`participation.${key}.action`)}
          </Link>
        ) : undefined
      }
    />
  );
}
