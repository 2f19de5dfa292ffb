import { LazyCurrencySelect } from "@ds";
import { whenPageIdle } from "@lib/document/when-idle";
import { setCurrency } from "@lib/session/session-store";
import { useCurrency } from "@lib/session/use-session";

/**
 * The shop's price currency (spec: USD by default, or KRW), kept for the browser session like the language. The
 * header draws only its trigger at first; the select itself arrives when the page is idle (ADR 0011).
 */
export function CurrencySwitch() {
  const currency = useCurrency();
  return (
    <LazyCurrencySelect
      preload={whenPageIdle}
      size="sm"
      value={currency}
      onValueChange={setCurrency}
      className="w-auto"
    />
  );
}
