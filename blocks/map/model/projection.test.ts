import { describe, expect, it } from "vitest";
import { CITY_VIEW, MIN_VIEW_SPAN, openStreetMapUrl, percentIn, project, viewOf } from "./projection";
import { HAN_RIVER, SEOUL_BOUNDS, SEOUL_DISTRICTS } from "./seoul";

const gyeongbokgung = { lat: 37.5796, lng: 126.977 };
const lotteWorldTower = { lat: 37.5126, lng: 127.1025 };

describe("project", () => {
  it("puts the city's north-west corner at the origin, y growing southwards", () => {
    expect(project({ lat: SEOUL_BOUNDS.north, lng: SEOUL_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    const palace = project(gyeongbokgung);
    const tower = project(lotteWorldTower);
    expect(tower.x).toBeGreaterThan(palace.x);
    expect(tower.y).toBeGreaterThan(palace.y);
  });

  it("keeps distances true in both directions (a kilometre east is as long as a kilometre north)", () => {
    // 0.01 degree of latitude is 1.11 km; at Seoul's latitude 0.01 degree of longitude is 0.88 km
    const origin = project({ lat: 37.56, lng: 126.98 });
    const north = project({ lat: 37.57, lng: 126.98 });
    const east = project({ lat: 37.56, lng: 126.99 });
    const ratio = (east.x - origin.x) / (origin.y - north.y);
    expect(ratio).toBeCloseTo(0.7925, 3);
  });

  it("draws the city wider than tall, as it is (about 47 by 34 km)", () => {
    expect(CITY_VIEW.width / CITY_VIEW.height).toBeCloseTo(1.405, 2);
  });

  it("has the river and every district inside the city", () => {
    for (const point of [...HAN_RIVER, ...SEOUL_DISTRICTS].map(project)) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(CITY_VIEW.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(CITY_VIEW.height);
    }
  });
});

describe("viewOf", () => {
  it("frames the whole city when there is no place", () => {
    expect(viewOf([])).toEqual(CITY_VIEW);
  });

  it("frames places with a margin, each one inside", () => {
    const view = viewOf([gyeongbokgung, lotteWorldTower]);
    for (const place of [gyeongbokgung, lotteWorldTower]) {
      const { left, top } = percentIn(view, project(place));
      expect(left).toBeGreaterThan(10);
      expect(left).toBeLessThan(90);
      expect(top).toBeGreaterThan(10);
      expect(top).toBeLessThan(90);
    }
  });

  it("centres one place with its surroundings around it", () => {
    const view = viewOf([gyeongbokgung]);
    expect(view.width).toBeGreaterThanOrEqual(MIN_VIEW_SPAN);
    expect(view.height).toBeGreaterThanOrEqual(MIN_VIEW_SPAN);
    const { left, top } = percentIn(view, project(gyeongbokgung));
    expect(left).toBeCloseTo(50, 6);
    expect(top).toBeCloseTo(50, 6);
  });
});

describe("percentIn", () => {
  it("measures from the view's top-left corner", () => {
    const view = { x: 100, y: 200, width: 400, height: 100 };
    expect(percentIn(view, { x: 100, y: 200 })).toEqual({ left: 0, top: 0 });
    expect(percentIn(view, { x: 300, y: 275 })).toEqual({ left: 50, top: 75 });
  });
});

describe("openStreetMapUrl", () => {
  it("puts a marker at the coordinates, five decimals (about a metre)", () => {
    expect(openStreetMapUrl({ lat: 37.579617, lng: 126.977041 })).toBe(
      "https://www.openstreetmap.org/?mlat=37.57962&mlon=126.97704#map=17/37.57962/126.97704",
    );
  });
});
