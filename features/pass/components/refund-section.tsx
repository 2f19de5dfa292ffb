import { InlineAlert } from "@blocks/feature-kit";
import type { PassCard } from "@contracts/passes";
import { Button, confirm, formatPrice, toast } from "@ds";
import type { Area } from "@lib/session/areas";
import { Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { useRefundPass } from "../api/refund-pass";
import { failureText } from "../model/messages";
import { koreaTime } from "../model/pass-text";
import { usePassText } from "./use-pass-text";

export type RefundSectionProps = {
  card: Pick<PassCard, "id" | "code" | "holder" | "refund">;
  area: Area;
};

/**
 * An unused pass's refund (ADR 0030): what goes back and until when, asked once more before it is done (the pass
 * stops working at once), and the server's refusal said beside the button. Nothing shows when it may not be refunded.
 */
export function RefundSection({ card, area }: RefundSectionProps) {
  const { t, lang } = usePassText();
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refund = useRefundPass(area, card.id, lang);
  const offer = card.refund;
  if (!offer) return null;
  const amount = formatPrice(offer.amount, offer.currency, lang);
  const where = t(`card.refund.returnedBy.${offer.returned_by}`);

  const ask = async () => {
    setProblem(null);
    const yes = await confirm({
      title: t("card.refund.ask.title", { code: card.code }),
      message: t("card.refund.ask.body", { amount, holder: card.holder, where }),
      intent: "danger",
      confirmLabel: t("card.refund.ask.yes", { amount }),
      cancelLabel: t("card.refund.ask.no"),
    });
    // the question gives the focus back where it was asked
    if (!yes) {
      button.current?.focus();
      return;
    }
    try {
      const done = await refund.trigger();
      const back = formatPrice(done.amount, done.currency, lang);
      toast.success(t(done.returned_at ? "card.refund.done" : "card.refund.owed", { amount: back }));
    } catch (error) {
      setProblem(`${t("card.refund.failed")} ${failureText(error, t)}`);
      button.current?.focus();
    }
  };

  return (
    <section aria-labelledby="pass-refund-heading" className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id="pass-refund-heading" className="text-sm font-semibold text-foreground">
        {t("card.refund.heading")}
      </h3>
      <p className="text-sm text-foreground">
        {t("card.refund.offer", { amount, time: koreaTime(offer.until, lang, t) })} {where}
      </p>
      <Button
        ref={button}
        intent="outline"
        size="sm"
        className="self-start"
        loading={refund.isMutating}
        onClick={() => void ask()}
      >
        <Undo2 aria-hidden="true" />
        {t("card.refund.open")}
      </Button>
      {problem && <InlineAlert>{problem}</InlineAlert>}
    </section>
  );
}
