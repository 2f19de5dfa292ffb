/** The services read time only through this, so tests can move it (link expiry, throttling) without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
