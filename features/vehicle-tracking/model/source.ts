/** Whose live map: a tour the signed-in member or operator is on (the page asks for a watch key), or a share link. */
export type TrackingSource = { kind: "tour"; tourId: number } | { kind: "share"; token: string };
