import { TextLink } from "@blocks/feature-kit";
import { CircleX } from "lucide-react";
import { PaymentPage } from "../components/payment-page";
import { usePaymentText } from "../components/use-payment-text";
import { failureDetails } from "../model/payment-query";

export type PaymentFailScreenProps = {
  /** The query of `/tossFail` (and `/fail`): the provider's code and reason, shown as given. */
  code?: string | null;
  message?: string | null;
  paths: { myReservations: string; home: string };
};

/** `/tossFail` and `/fail` (spec point 2): the code (default Unknown) and the reason (default the Korean message). */
export function PaymentFailScreen({ code, message, paths }: PaymentFailScreenProps) {
  const { t } = usePaymentText();
  const details = failureDetails({ code, message });
  return (
    <PaymentPage title={t("fail.heading")}>
      <div className="flex items-start gap-3 rounded-md border border-danger p-4">
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("fail.code")}</dt>
          <dd className="font-mono text-foreground">{details.code}</dd>
          <dt className="text-muted-foreground">{t("fail.reason")}</dt>
          {/* the provider's words, in the language it used */}
          <dd className="text-foreground">{details.message}</dd>
        </dl>
      </div>
      <p className="text-sm text-foreground">{t("fail.explanation")}</p>
      <div className="flex flex-wrap gap-4">
        <TextLink to={paths.myReservations}>{t("shared.myReservations")}</TextLink>
        <TextLink to={paths.home}>{t("shared.home")}</TextLink>
      </div>
    </PaymentPage>
  );
}
