import { FeaturePage, InlineAlert, TextLink } from "@blocks/feature-kit";
import { Button, EmptyState, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import { LogOut } from "lucide-react";
import { useWaitlistOffer } from "../api/get-waitlist-offer";
import { useLeaveWaitlist } from "../api/leave-waitlist";
import { useWaitlistText } from "../components/use-waitlist-text";
import { heldOffer } from "../model/waitlist-offer";

export type WaitlistLeaveScreenProps = {
  /** `?token=` of the mail's link; null when the page was opened without one. */
  token: string | null;
  paths: { courses: string };
};

/**
 * Leaving a departure's waitlist from the mail's link (`/apec2025/waitlist?token=`): what the guest waits for, and a
 * button, so a mail scanner that opens links leaves nobody off the list. A held offer's seats go to the next guest.
 */
export function WaitlistLeaveScreen({ token, paths }: WaitlistLeaveScreenProps) {
  const { t } = useWaitlistText();
  if (!token) {
    return (
      <FeaturePage title={t("leave.title")}>
        <EmptyState
          icon={<LogOut aria-hidden="true" />}
          titleAs="h2"
          title={t("leave.missing")}
          description={null}
          action={<TextLink to={paths.courses}>{t("leave.courses")}</TextLink>}
        />
      </FeaturePage>
    );
  }
  return <LeaveWaitlist token={token} paths={paths} />;
}

function LeaveWaitlist({ token, paths }: { token: string; paths: WaitlistLeaveScreenProps["paths"] }) {
  const { t, lang } = useWaitlistText();
  const entry = useWaitlistOffer(token, lang);
  const leave = useLeaveWaitlist(token);
  const back = <TextLink to={paths.courses}>{t("leave.courses")}</TextLink>;
  if (entry.error) {
    return (
      <FeaturePage title={t("leave.title")}>
        <EmptyState
          icon={<LogOut aria-hidden="true" />}
          titleAs="h2"
          title={isNotFound(entry.error) ? t("leave.invalid") : t("messages.generic")}
          description={null}
          action={back}
        />
      </FeaturePage>
    );
  }
  if (!entry.data) {
    return (
      <FeaturePage title={t("leave.title")}>
        <Skeleton shape="block" srLabel={t("leave.loading")} shapeClassName="h-32" />
      </FeaturePage>
    );
  }
  const offer = entry.data;
  const left = leave.data?.status === "left";
  const waiting = offer.status === "waiting" || heldOffer(offer) !== null;
  return (
    <FeaturePage title={t("leave.title")}>
      <p className="text-lg font-medium text-foreground">
        {t("leave.description", {
          course: offer.course_name,
          date: formatDate(offer.date, lang, "weekday"),
          time: offer.time,
          count: offer.travelers,
        })}
      </p>
      {left ? (
        <p role="status" className="text-foreground">
          {t("leave.left")}
        </p>
      ) : waiting ? (
        <div className="flex flex-col items-start gap-4">
          {heldOffer(offer) && <p className="text-sm text-foreground">{t("leave.heldNote")}</p>}
          {leave.error && <InlineAlert>{t("messages.generic")}</InlineAlert>}
          <Button intent="danger" loading={leave.isMutating} onClick={() => void leave.trigger().catch(() => null)}>
            {t("leave.confirm")}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-foreground">
          {t("leave.notWaiting")}
        </p>
      )}
      {back}
    </FeaturePage>
  );
}
