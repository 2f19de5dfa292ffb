/**
 * Masked display of an e-mail address (`ho**@example.com`): enough for the owner to recognise it, too little for a
 * stranger looking over a shoulder. Addresses the server already masked pass through unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.includes("*")) return email;
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${"*".repeat(Math.max(1, local.length - shown.length))}${domain}`;
}

/** A phone number with its middle hidden (`010****5678`); short values are hidden but for the last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length < 7) return `${"*".repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
  const head = digits.startsWith("+") ? 4 : 3;
  return `${digits.slice(0, head)}${"*".repeat(digits.length - head - 4)}${digits.slice(-4)}`;
}
