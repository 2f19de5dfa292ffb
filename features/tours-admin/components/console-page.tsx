import { OperatorPage, type OperatorPageProps } from "@blocks/feature-kit";
import type { ReactNode } from "react";
import { useConsoleText } from "./use-console-text";

/** The frame of the console's pages, their words on Korea time. The site puts its operators' navigation around it. */
export function ConsolePage({ intro, children, ...props }: OperatorPageProps & { children: ReactNode }) {
  const { t } = useConsoleText();
  return (
    <OperatorPage intro={`${intro} ${t("shared.koreaTime")}`} {...props}>
      {children}
    </OperatorPage>
  );
}
