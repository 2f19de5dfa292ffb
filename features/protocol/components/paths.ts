/** The delegation's pages as the site mounts them (screens hard-code no address); each takes the chosen tour. */
export type ProtocolPaths = {
  /** The tour's programme (`?tour=` when the member is on several). */
  tour: (tourId?: number) => string;
  immigration: (tourId?: number) => string;
  /** The live map of the tour's vehicles. */
  vehicle: (tourId?: number) => string;
};
