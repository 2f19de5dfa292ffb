import { LazyCurrencySelect } from "@ds";
import { whenPageIdle } from "@lib/document/when-idle";
import { setCurrency } from "@lib/session/session-store";
import { useCurrency } from "@lib/session/use-session";

/**
 * The shop's price currency (spec: USD by default, or KRW), kept for the browser session like the language. Its code
 * loads on demand as the language select's does (ADR 0024).
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
