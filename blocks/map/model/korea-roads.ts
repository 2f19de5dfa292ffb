import type { LatLng } from "./seoul";

/**
 * The route map's offline base map (ADR 0031, "Routes and vehicles"): South Korea's main expressways at low detail,
 * each a line through the real places it passes (interchanges, junctions and the cities beside them), west or north
 * first. Enough to tell which way a convoy is heading between cities; not a road map, and never used for
 * distances (the tour's own route line is).
 */
export type Expressway = { key: string; points: readonly LatLng[] };

export const EXPRESSWAYS: readonly Expressway[] = [
  {
    // Gyeongbu Expressway (No. 1), Seoul to Busan
    key: "gyeongbu",
    points: [
      { lat: 37.5255, lng: 127.013 }, // Hannam IC, Seoul
      { lat: 37.4697, lng: 127.0394 }, // Yangjae IC
      { lat: 37.395, lng: 127.1 }, // Pangyo
      { lat: 37.2803, lng: 127.109 }, // Suwon-Singal IC
      { lat: 37.15, lng: 127.07 }, // Osan
      { lat: 36.8305, lng: 127.1734 }, // Cheonan IC
      { lat: 36.6358, lng: 127.3575 }, // Cheongju IC
      { lat: 36.3705, lng: 127.4286 }, // Daejeon IC
      { lat: 36.306, lng: 127.571 }, // Okcheon
      { lat: 36.175, lng: 127.783 }, // Yeongdong
      { lat: 36.1213, lng: 128.1185 }, // Gimcheon IC
      { lat: 36.1195, lng: 128.3446 }, // Gumi
      { lat: 35.901, lng: 128.5948 }, // Buk-Daegu IC, Daegu
      { lat: 35.8562, lng: 129.2247 }, // Gyeongju
      { lat: 35.56, lng: 129.13 }, // Eonyang
      { lat: 35.33, lng: 129.04 }, // Yangsan
      { lat: 35.2543, lng: 129.0925 }, // Guseo IC, Busan
    ],
  },
  {
    // Incheon International Airport Expressway (No. 130), the airport to Seoul
    key: "airport",
    points: [
      { lat: 37.4492, lng: 126.4505 }, // Incheon International Airport
      { lat: 37.4925, lng: 126.5272 }, // Yeongjong
      { lat: 37.5405, lng: 126.5895 }, // Yeongjong Bridge
      { lat: 37.546, lng: 126.665 }, // Bukincheon IC
      { lat: 37.5672, lng: 126.7962 }, // Gimpo Airport
      { lat: 37.5766, lng: 126.888 }, // Noeul JC, Seoul
    ],
  },
  {
    // Yeongdong Expressway (No. 50), Incheon to Gangneung
    key: "yeongdong",
    points: [
      { lat: 37.4224, lng: 126.7405 }, // Seochang JC, Incheon
      { lat: 37.3218, lng: 126.8309 }, // Ansan
      { lat: 37.278, lng: 127.1 }, // Singal JC, Suwon
      { lat: 37.24, lng: 127.21 }, // Yongin
      { lat: 37.27, lng: 127.44 }, // Icheon
      { lat: 37.29, lng: 127.64 }, // Yeoju
      { lat: 37.37, lng: 127.87 }, // Manjong JC, Wonju
      { lat: 37.4917, lng: 128.2153 }, // Dunnae
      { lat: 37.56, lng: 128.43 }, // Pyeongchang
      { lat: 37.68, lng: 128.72 }, // Daegwallyeong
      { lat: 37.7519, lng: 128.8761 }, // Gangneung
    ],
  },
  {
    // Seohaean (West Coast) Expressway (No. 15), Seoul to Mokpo
    key: "seohaean",
    points: [
      { lat: 37.45, lng: 126.89 }, // Geumcheon IC, Seoul
      { lat: 37.3, lng: 126.85 }, // Ansan
      { lat: 37.23, lng: 126.92 }, // Maesong, Hwaseong
      { lat: 36.99, lng: 126.84 }, // Pyeongtaek
      { lat: 36.93, lng: 126.83 }, // Seohae Bridge
      { lat: 36.89, lng: 126.63 }, // Dangjin
      { lat: 36.78, lng: 126.45 }, // Seosan
      { lat: 36.6, lng: 126.66 }, // Hongseong
      { lat: 36.33, lng: 126.61 }, // Boryeong
      { lat: 36.08, lng: 126.69 }, // Seocheon
      { lat: 35.97, lng: 126.74 }, // Gunsan
      { lat: 35.73, lng: 126.73 }, // Buan
      { lat: 35.43, lng: 126.7 }, // Gochang
      { lat: 35.07, lng: 126.52 }, // Hampyeong
      { lat: 34.8118, lng: 126.3922 }, // Mokpo
    ],
  },
  {
    // Honam Expressway (No. 25), Daejeon to Suncheon by Gwangju
    key: "honam",
    points: [
      { lat: 36.4, lng: 127.43 }, // Hoedeok JC, Daejeon
      { lat: 36.19, lng: 127.1 }, // Nonsan
      { lat: 35.95, lng: 126.98 }, // Iksan
      { lat: 35.86, lng: 127.07 }, // Jeonju IC
      { lat: 35.57, lng: 126.86 }, // Jeongeup
      { lat: 35.19, lng: 126.89 }, // Dongseo JC, Gwangju
      { lat: 34.95, lng: 127.49 }, // Suncheon
    ],
  },
];

/** What the base map frames before there is a route: the whole of South Korea. */
export const KOREA_BOUNDS = { south: 33.1, west: 124.6, north: 38.62, east: 131.0 } as const;
