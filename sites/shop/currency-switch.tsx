import { CurrencySelect } from "@ds";
import { setCurrency } from "@lib/session/session-store";
import { useCurrency } from "@lib/session/use-session";

/** The shop's price currency (spec: USD by default, or KRW), kept for the browser session like the language. */
export function CurrencySwitch() {
  const currency = useCurrency();
  return <CurrencySelect size="sm" value={currency} onValueChange={setCurrency} className="w-32" />;
}
