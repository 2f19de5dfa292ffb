/**
 * The offline map's own geography of Seoul (ADR 0031), in WGS 84 degrees: enough to tell where a place is in the
 * city, not a survey. The river follows the middle of its channel bridge by bridge, west to east; the districts'
 * points are their ward offices, where the names are written.
 */

export type LatLng = { lat: number; lng: number };

/** The city's bounding box (Seoul Special City's extreme points). */
export const SEOUL_BOUNDS = { south: 37.4133, west: 126.7341, north: 37.7151, east: 127.2693 } as const;

/** The Han River through the city, from the Haengju Bridge in the west to Misa in the east. */
export const HAN_RIVER: readonly LatLng[] = [
  { lat: 37.5985, lng: 126.8105 }, // Haengju Bridge
  { lat: 37.585, lng: 126.821 }, // Banghwa Bridge
  { lat: 37.571, lng: 126.856 }, // Gayang Bridge
  { lat: 37.5605, lng: 126.8785 }, // World Cup Bridge
  { lat: 37.552, lng: 126.893 }, // Seongsan Bridge
  { lat: 37.543, lng: 126.903 }, // Yanghwa Bridge
  { lat: 37.536, lng: 126.925 }, // Seogang Bridge
  { lat: 37.533, lng: 126.939 }, // Mapo Bridge
  { lat: 37.529, lng: 126.949 }, // Wonhyo Bridge
  { lat: 37.517, lng: 126.958 }, // Hangang Bridge
  { lat: 37.51, lng: 126.981 }, // Dongjak Bridge
  { lat: 37.514, lng: 126.996 }, // Banpo Bridge
  { lat: 37.527, lng: 127.013 }, // Hannam Bridge
  { lat: 37.535, lng: 127.021 }, // Dongho Bridge
  { lat: 37.537, lng: 127.035 }, // Seongsu Bridge
  { lat: 37.535, lng: 127.057 }, // Yeongdong Bridge
  { lat: 37.525, lng: 127.066 }, // Cheongdam Bridge
  { lat: 37.52, lng: 127.085 }, // Jamsil Bridge
  { lat: 37.529, lng: 127.101 }, // Olympic Bridge
  { lat: 37.541, lng: 127.115 }, // Cheonho Bridge
  { lat: 37.556, lng: 127.138 }, // Amsa
  { lat: 37.5665, lng: 127.166 }, // Gangdong Bridge
  { lat: 37.575, lng: 127.18 }, // Misa
];

/** The districts named on the map, at their ward offices; the names are the `map` namespace's `districts.<key>`. */
export const SEOUL_DISTRICTS = [
  { key: "jongno", lat: 37.5735, lng: 126.979 },
  { key: "jung", lat: 37.5641, lng: 126.9979 },
  { key: "yongsan", lat: 37.5326, lng: 126.9905 },
  { key: "mapo", lat: 37.5663, lng: 126.9019 },
  { key: "seodaemun", lat: 37.5791, lng: 126.9368 },
  { key: "yeongdeungpo", lat: 37.5264, lng: 126.8962 },
  { key: "gangseo", lat: 37.5509, lng: 126.8495 },
  { key: "gangnam", lat: 37.5172, lng: 127.0473 },
  { key: "songpa", lat: 37.5145, lng: 127.1059 },
  { key: "seongdong", lat: 37.5634, lng: 127.0369 },
  { key: "gwanak", lat: 37.4784, lng: 126.9516 },
  { key: "nowon", lat: 37.6542, lng: 127.0568 },
  { key: "eunpyeong", lat: 37.6027, lng: 126.9291 },
] as const;
export type SeoulDistrictKey = (typeof SEOUL_DISTRICTS)[number]["key"];
