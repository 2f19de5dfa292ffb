/** What a locale file holds at a dotted key (`screen.section.key`), if anything. */
export function localeValue(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

/**
 * What a feature cannot say in every language: each contract message without a key (`no key: <message>`), and each
 * key, a message's or one of `keys`, that a language's file lacks as a text (`<lang>: <key>`). Empty when all is said.
 */
export function untranslated(
  locales: Record<string, unknown>,
  texts: Iterable<string>,
  keyOf: (text: string) => string | undefined,
  keys: Iterable<string> = [],
): string[] {
  const found: string[] = [];
  const all: string[] = [];
  for (const text of texts) {
    const key = keyOf(text);
    if (key === undefined) found.push(`no key: ${text}`);
    else all.push(key);
  }
  all.push(...keys);
  for (const [lang, messages] of Object.entries(locales)) {
    for (const key of all) if (typeof localeValue(messages, key) !== "string") found.push(`${lang}: ${key}`);
  }
  return found;
}
