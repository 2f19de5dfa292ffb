/** The services read time only through this, so tests can move it (link expiry, throttling) without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO 8601 in Korea time (`2026-05-15T10:00:00+09:00`): the programmes, tours and the mart run on Korea's clock. */
export const koreaIso = (date: Date) =>
  `${new Date(date.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
