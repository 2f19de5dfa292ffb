import { Badge } from "@ds";
import { CircleCheck, CircleSlash, CircleX, Clock, FilePen } from "lucide-react";
import type { ApplicationStage } from "../model/application-status";
import { useAccreditationText } from "./use-accreditation-text";

const LOOK = {
  no_profile: { variant: "outline", Icon: FilePen },
  not_applied: { variant: "outline", Icon: FilePen },
  submitted: { variant: "info", Icon: Clock },
  approved: { variant: "success", Icon: CircleCheck },
  rejected: { variant: "danger", Icon: CircleX },
  withdrawn: { variant: "neutral", Icon: CircleSlash },
} as const;

/** Where the company stands for this year's mart; the words carry the state, the colour repeats it. */
export function ApplicationStatusBadge({ stage }: { stage: ApplicationStage }) {
  const { t } = useAccreditationText();
  const { variant, Icon } = LOOK[stage];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {t(`status.${stage}.label`)}
    </Badge>
  );
}
