import { describe, expect, it } from "vitest";
import {
  etaToNextStop,
  haversineMetres,
  projectOntoRoute,
  recentSpeed,
  routeLength,
  type TimedPosition,
} from "./tracking-eta";

// real places of central Seoul
const GWANGHWAMUN = { lat: 37.5759, lng: 126.9768 };
const CITY_HALL = { lat: 37.5663, lng: 126.9779 };
const SEOUL_STATION = { lat: 37.5547, lng: 126.9707 };
const NAMSAN_TOWER = { lat: 37.5512, lng: 126.9882 };

const NOW = new Date("2026-12-03T00:10:00Z");
const at = (secondsBefore: number) => new Date(NOW.getTime() - secondsBefore * 1000).toISOString();
/** A point a share of the way from a to b. */
const between = (a: typeof GWANGHWAMUN, b: typeof GWANGHWAMUN, share: number) => ({
  lat: a.lat + (b.lat - a.lat) * share,
  lng: a.lng + (b.lng - a.lng) * share,
});

describe("haversineMetres", () => {
  it("measures real distances", () => {
    // Gwanghwamun to City Hall along Sejong-daero: about 1.07 km
    expect(haversineMetres(GWANGHWAMUN, CITY_HALL)).toBeGreaterThan(1_050);
    expect(haversineMetres(GWANGHWAMUN, CITY_HALL)).toBeLessThan(1_090);
    // Seoul to Busan (City Hall to Busan City Hall): about 325 km as the crow flies
    const busan = { lat: 35.1796, lng: 129.0756 };
    expect(haversineMetres(CITY_HALL, busan) / 1000).toBeCloseTo(325, -1);
    expect(haversineMetres(CITY_HALL, CITY_HALL)).toBe(0);
  });
});

describe("projectOntoRoute", () => {
  it("puts a point beside a straight segment at its foot", () => {
    const midway = between(GWANGHWAMUN, CITY_HALL, 0.5);
    const beside = { lat: midway.lat, lng: midway.lng + 0.0005 }; // about 44 m east
    const projection = projectOntoRoute([GWANGHWAMUN, CITY_HALL], beside);
    expect(projection?.segment).toBe(0);
    expect(projection?.alongMetres).toBeCloseTo(haversineMetres(GWANGHWAMUN, CITY_HALL) / 2, -1);
    expect(projection?.offMetres).toBeGreaterThan(35);
    expect(projection?.offMetres).toBeLessThan(50);
  });

  it("takes the nearest segment after a bend", () => {
    const route = [GWANGHWAMUN, CITY_HALL, NAMSAN_TOWER];
    const onSecond = between(CITY_HALL, NAMSAN_TOWER, 0.25);
    const projection = projectOntoRoute(route, onSecond);
    expect(projection?.segment).toBe(1);
    const expected = haversineMetres(GWANGHWAMUN, CITY_HALL) + haversineMetres(CITY_HALL, NAMSAN_TOWER) * 0.25;
    expect(projection?.alongMetres).toBeCloseTo(expected, -1);
    expect(projection?.offMetres).toBeLessThan(1);
  });

  it("clamps to the ends and handles a route of one point or none", () => {
    const north = { lat: 37.59, lng: 126.9768 };
    expect(projectOntoRoute([GWANGHWAMUN, CITY_HALL], north)?.alongMetres).toBe(0);
    expect(projectOntoRoute([CITY_HALL], GWANGHWAMUN)?.offMetres).toBeCloseTo(haversineMetres(CITY_HALL, GWANGHWAMUN));
    expect(projectOntoRoute([], GWANGHWAMUN)).toBeNull();
  });
});

describe("recentSpeed", () => {
  it("is the distance covered over the time taken", () => {
    // 30 s from Gwanghwamun towards City Hall: a third of 1.07 km, about 12 m/s
    const positions: TimedPosition[] = [
      { ...GWANGHWAMUN, recorded_at: at(30) },
      { ...between(GWANGHWAMUN, CITY_HALL, 1 / 6), recorded_at: at(15) },
      { ...between(GWANGHWAMUN, CITY_HALL, 1 / 3), recorded_at: at(0) },
    ];
    const speed = recentSpeed(positions, NOW);
    expect(speed).toBeCloseTo(haversineMetres(GWANGHWAMUN, CITY_HALL) / 3 / 30, 1);
  });

  it("leaves out positions older than two minutes", () => {
    const positions: TimedPosition[] = [
      { ...SEOUL_STATION, recorded_at: at(600) }, // ten minutes ago, far away
      { ...GWANGHWAMUN, recorded_at: at(20) },
      { ...between(GWANGHWAMUN, CITY_HALL, 0.2), recorded_at: at(0) },
    ];
    expect(recentSpeed(positions, NOW)).toBeCloseTo((haversineMetres(GWANGHWAMUN, CITY_HALL) * 0.2) / 20, 1);
  });

  it("falls back to the reported speeds when the positions span too little time", () => {
    expect(recentSpeed([{ ...GWANGHWAMUN, recorded_at: at(0), speed: 13.5 }], NOW)).toBe(13.5);
    expect(
      recentSpeed(
        [
          { ...GWANGHWAMUN, recorded_at: at(2), speed: 10 },
          { ...GWANGHWAMUN, recorded_at: at(1), speed: null },
          { ...GWANGHWAMUN, recorded_at: at(0), speed: 12 },
        ],
        NOW,
      ),
    ).toBe(11);
  });

  it("is unknown with too few points, or standing still", () => {
    expect(recentSpeed([], NOW)).toBeNull();
    expect(recentSpeed([{ ...GWANGHWAMUN, recorded_at: at(0) }], NOW)).toBeNull();
    // only positions from before the window
    expect(recentSpeed([{ ...GWANGHWAMUN, recorded_at: at(300), speed: 12 }], NOW)).toBeNull();
    // parked at City Hall for a minute, GPS jitter of a metre or two
    const parked: TimedPosition[] = [0, 15, 30, 45, 60].map((seconds, i) => ({
      lat: CITY_HALL.lat + (i % 2) * 0.00001,
      lng: CITY_HALL.lng,
      recorded_at: at(seconds),
    }));
    expect(recentSpeed(parked, NOW)).toBeNull();
  });
});

describe("etaToNextStop", () => {
  const stops = [
    { number: 1, name: "Gwanghwamun", ...GWANGHWAMUN },
    { number: 2, name: "City Hall", ...CITY_HALL },
    { number: 3, name: "N Seoul Tower", ...NAMSAN_TOWER },
  ];
  const route = [GWANGHWAMUN, CITY_HALL, NAMSAN_TOWER];
  /** Driving the route at 10 m/s for 30 s up to `share` of the way to City Hall. */
  const drivingTo = (share: number): TimedPosition[] => {
    const back = 300 / haversineMetres(GWANGHWAMUN, CITY_HALL); // 300 m back
    return [
      { ...between(GWANGHWAMUN, CITY_HALL, share - back), recorded_at: at(30) },
      { ...between(GWANGHWAMUN, CITY_HALL, share), recorded_at: at(0) },
    ];
  };

  it("on a straight segment: the rest of the way to the next stop over the recent speed", () => {
    const eta = etaToNextStop({ route, stops, positions: drivingTo(0.5), now: NOW });
    expect(eta.stop?.name).toBe("City Hall");
    expect(eta.remainingMetres).toBeCloseTo(haversineMetres(GWANGHWAMUN, CITY_HALL) / 2, -1);
    expect(eta.speedMps).toBeCloseTo(10, 1);
    expect(eta.seconds).toBeCloseTo(haversineMetres(GWANGHWAMUN, CITY_HALL) / 2 / 10, -1);
  });

  it("after a bend: the distance follows the route, not the straight line", () => {
    const positions: TimedPosition[] = [
      { ...between(GWANGHWAMUN, CITY_HALL, 0.8), recorded_at: at(60) },
      { ...between(CITY_HALL, NAMSAN_TOWER, 0.1), recorded_at: at(0) },
    ];
    const eta = etaToNextStop({ route, stops, positions, now: NOW });
    expect(eta.stop?.name).toBe("N Seoul Tower");
    expect(eta.remainingMetres).toBeCloseTo(haversineMetres(CITY_HALL, NAMSAN_TOWER) * 0.9, -1);
    expect(eta.seconds).not.toBeNull();
  });

  it("counts a stop within 30 m as reached", () => {
    const atCityHall = [
      { ...between(GWANGHWAMUN, CITY_HALL, 0.7), recorded_at: at(30) },
      { lat: CITY_HALL.lat + 0.0001, lng: CITY_HALL.lng, recorded_at: at(0) }, // 11 m short
    ];
    expect(etaToNextStop({ route, stops, positions: atCityHall, now: NOW }).stop?.name).toBe("N Seoul Tower");
  });

  it("past the last stop: no stop, no time", () => {
    const positions = [
      { ...between(CITY_HALL, NAMSAN_TOWER, 0.9), recorded_at: at(30) },
      { ...NAMSAN_TOWER, recorded_at: at(0) },
    ];
    expect(etaToNextStop({ route, stops, positions, now: NOW })).toMatchObject({ stop: null, seconds: null });
  });

  it("standing still: the stop is known, the time is not", () => {
    const here = between(GWANGHWAMUN, CITY_HALL, 0.5);
    const positions = [
      { ...here, recorded_at: at(60) },
      { ...here, recorded_at: at(0) },
    ];
    const eta = etaToNextStop({ route, stops, positions, now: NOW });
    expect(eta.stop?.name).toBe("City Hall");
    expect(eta.speedMps).toBeNull();
    expect(eta.seconds).toBeNull();
  });

  it("too few points: no position, no stop; one position, no speed", () => {
    expect(etaToNextStop({ route, stops, positions: [], now: NOW })).toMatchObject({ stop: null, seconds: null });
    const one = etaToNextStop({ route, stops, positions: [{ ...GWANGHWAMUN, recorded_at: at(0) }], now: NOW });
    expect(one.stop?.name).toBe("City Hall");
    expect(one.seconds).toBeNull();
  });

  it("takes a route that comes back to its start stop by stop", () => {
    const loop = [GWANGHWAMUN, CITY_HALL, GWANGHWAMUN];
    const loopStops = [
      { number: 1, name: "Hotel", ...GWANGHWAMUN },
      { number: 2, name: "City Hall", ...CITY_HALL },
      { number: 3, name: "Hotel again", ...GWANGHWAMUN },
    ];
    const positions = [
      { ...between(GWANGHWAMUN, CITY_HALL, 0.9), recorded_at: at(30) },
      { ...CITY_HALL, recorded_at: at(0) },
    ];
    const eta = etaToNextStop({ route: loop, stops: loopStops, positions, now: NOW });
    expect(eta.stop?.name).toBe("Hotel again");
    expect(eta.remainingMetres).toBeCloseTo(routeLength(loop) / 2, -1);
  });

  it("uses the stops as the line when the route has none", () => {
    const eta = etaToNextStop({ route: [], stops, positions: drivingTo(0.5), now: NOW });
    expect(eta.stop?.name).toBe("City Hall");
  });
});
