/**
 * Time zones by country, from the browser's own data (Intl Locale Info): a Korean company picks from one zone, a
 * Kazakh one from seven, rather than from every zone in the world.
 */
type LocaleInfo = Intl.Locale & { getTimeZones?: () => string[] | undefined; timeZones?: string[] };

export function zonesOf(country: string): string[] {
  if (!/^[A-Z]{2}$/.test(country)) return [];
  try {
    const locale = new Intl.Locale(`und-${country}`) as LocaleInfo;
    return [...(locale.getTimeZones?.() ?? locale.timeZones ?? [])];
  } catch {
    return [];
  }
}

let everyZone: string[] | null = null;
function allZones(): string[] {
  everyZone ??= Intl.supportedValuesOf("timeZone");
  return everyZone;
}

/**
 * The zones offered for a country: its own, with the one already chosen kept in the list; every zone when the
 * country is not chosen yet or the browser knows none for it.
 */
export function zoneChoices(country: string, current: string): string[] {
  const zones = zonesOf(country);
  const offered = zones.length > 0 ? zones : allZones();
  return current && !offered.includes(current) ? [current, ...offered] : offered;
}

/** After a new country is chosen: the zone stays when it belongs to that country, else the country's first. */
export function zoneForCountry(country: string, current: string): string {
  const zones = zonesOf(country);
  if (zones.length === 0 || zones.includes(current)) return current;
  return zones[0] ?? current;
}

/** "America/Argentina/Buenos_Aires" -> "America / Argentina / Buenos Aires". */
export function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ").replaceAll("/", " / ");
}
