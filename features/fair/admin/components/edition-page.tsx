import { OperatorPage } from "@blocks/feature-kit";
import type { ReactNode } from "react";
import { useEditorText } from "./edition-text";

/**
 * The frame of the edition's and the programme's pages, their words on Korea time. The site puts its operators'
 * navigation around it.
 */
export function EditionPage({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useEditorText();
  return (
    <OperatorPage title={title} intro={`${intro} ${t("shared.koreaTime")}`} aside={aside}>
      {children}
    </OperatorPage>
  );
}
