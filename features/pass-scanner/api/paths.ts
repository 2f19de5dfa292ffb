import { PASSES_PATH } from "@contracts/passes";
import type { Area } from "@lib/session/areas";

/**
 * The scanner's staff sign in where operators do (partner staff and operators: ADR 0030), so the admin token goes
 * with its calls, whatever site shows it.
 */
export const SCANNER_AREA: Area = "admin";

/** The scanner's addresses of the pass API (contracts/passes.ts, the venue scanner). */
export const SCANNER_PATH = `${PASSES_PATH}/scanner`;
export const SCAN_PATH = `${PASSES_PATH}/scan`;

/** The first element of every SWR key of the scanner. */
export const KEY_ROOT = "pass-scanner";
