import { TextLink } from "@blocks/feature-kit";
import { Button, Spinner } from "@ds";
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { CircleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { confirmPayment } from "../api/confirm-payment";
import { PaymentPage } from "../components/payment-page";
import { usePaymentText } from "../components/use-payment-text";
import { confirmBodyFrom } from "../model/payment-query";

export type PaymentSuccessScreenProps = {
  /** The query of `/tossSuccess`, as the payment window sent it. */
  paymentKey?: string | null;
  orderId?: string | null;
  amount?: string | null;
  /** The server confirmed: the site leaves for the payment-complete page. */
  onConfirmed: (reservationId: number) => void;
  paths: { myReservations: string };
  area?: Area;
};

type State = { kind: "checking" } | { kind: "confirmed" } | { kind: "failed"; message: string; code: string | null };

/**
 * `/tossSuccess` (spec points 2 and 4): confirms the payment with the server once (the effect may run twice in
 * development; the server is idempotent anyway), then hands the reservation to the site. Missing query values are
 * only logged (spec point 8); the page says the payment could not be checked.
 */
export function PaymentSuccessScreen({
  paymentKey,
  orderId,
  amount,
  onConfirmed,
  paths,
  area = "member",
}: PaymentSuccessScreenProps) {
  const { t } = usePaymentText();
  const body = confirmBodyFrom({ paymentKey, orderId, amount });
  const [state, setState] = useState<State>({ kind: "checking" });
  const started = useRef(false);
  const handOver = useRef(onConfirmed);
  useEffect(() => {
    handOver.current = onConfirmed;
  });
  const bodyKey = body ? `${body.paymentKey}|${body.orderId}|${body.amount}` : null;

  const run = useCallback(async () => {
    if (!body) return;
    setState({ kind: "checking" });
    try {
      const answer = await confirmPayment(body, area);
      setState({ kind: "confirmed" });
      handOver.current(answer.reservation_id);
    } catch (error) {
      setState({
        kind: "failed",
        message: failureText(error, t),
        code: error instanceof HttpError ? error.code : null,
      });
    }
    // the body is described by its key; t only words a failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyKey, area]);

  useEffect(() => {
    if (!bodyKey) {
      console.warn("Payment confirmation skipped: paymentKey, orderId or amount is missing.", {
        paymentKey,
        orderId,
        amount,
      });
      return;
    }
    if (started.current) return;
    started.current = true;
    void run();
  }, [bodyKey, run, paymentKey, orderId, amount]);

  if (!body) {
    return (
      <PaymentPage title={t("success.heading")}>
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-danger p-4">
          <p className="font-semibold text-foreground">{t("success.missingTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("success.missingBody")}</p>
        </div>
        <TextLink to={paths.myReservations} className="self-start">
          {t("shared.myReservations")}
        </TextLink>
      </PaymentPage>
    );
  }

  return (
    <PaymentPage title={t("success.heading")}>
      {state.kind === "failed" ? (
        <>
          <div role="alert" className="flex items-start gap-3 rounded-md border border-danger p-4">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-foreground">{t("success.failedTitle")}</p>
              <p className="text-sm text-foreground">{state.message}</p>
              {state.code && (
                <p className="font-mono text-xs text-muted-foreground">{t("success.code", { code: state.code })}</p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Button onClick={() => void run()}>{t("shared.retry")}</Button>
            <TextLink to={paths.myReservations}>{t("shared.myReservations")}</TextLink>
          </div>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-foreground">
          {state.kind === "checking" && <Spinner aria-hidden="true" />}
          {state.kind === "checking" ? t("success.checking") : t("success.confirmed")}
        </p>
      )}
    </PaymentPage>
  );
}
