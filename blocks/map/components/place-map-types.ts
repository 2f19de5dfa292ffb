/** A place on a map: where it is, its name, and where its pin leads (its page), if anywhere. */
export type MapPlace = {
  id: number | string;
  name: string;
  lat: number;
  lng: number;
  /** The place's page: its pin is a link there. Without it the pin selects the place. */
  href?: string;
};

/** Which map to draw: the local one, or Kakao's with its JavaScript key. */
export type MapProviderChoice = { provider: "local" } | { provider: "kakao"; key: string };
