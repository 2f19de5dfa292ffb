import type { KeyValueStore } from "@blocks/qr-scanner";
import type { PassScanner, VenueSummary } from "@contracts/passes";

const PREFIX = "pass-scanner";
/** Where the scanner's name is kept, and how it starts (`pass-3f2a9c`). */
export const DEVICE_NAMING = { key: `${PREFIX}.device`, prefix: "pass" };
/** The venue an operator last scanned for on this device. */
export const VENUE_KEY = `${PREFIX}.venue`;

/** The venue this device last scanned for; null when none was kept (or storage is off). */
export function rememberedVenue(store: KeyValueStore): number | null {
  try {
    const kept = Number(store.getItem(VENUE_KEY));
    return Number.isInteger(kept) && kept > 0 ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the venue chosen for the next visit to the page; a device that refuses asks again next time. */
export function rememberVenue(store: KeyValueStore, venueId: number): void {
  try {
    store.setItem(VENUE_KEY, String(venueId));
  } catch {
    // storage is off: the operator picks again next time
  }
}

/**
 * The venue the scans are for: a partner's own (the server ties the account to it, whatever is remembered), or
 * the one an operator chose on this device while it is still a venue; null while an operator has to choose.
 */
export function venueOf(scanner: PassScanner, remembered: number | null): VenueSummary | null {
  if (scanner.role === "partner") return scanner.venues[0] ?? null;
  return scanner.venues.find((venue) => venue.id === remembered) ?? null;
}
