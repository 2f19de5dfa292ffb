import { describe, expect, it } from "vitest";
import { emptyTour, parseRoute, routeText, stopsBody, tourBody, tourIssues } from "./tour-form";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("the tour form", () => {
  it("reads the route's lines as points and names the first bad line", () => {
    expect(parseRoute("37.57,126.98\n\n 37.58 , 126.99 ")).toEqual({
      points: [
        { lat: 37.57, lng: 126.98 },
        { lat: 37.58, lng: 126.99 },
      ],
      badLine: null,
    });
    expect(parseRoute("37.57,126.98\nGwanghwamun").badLine).toBe(2);
    expect(routeText([{ lat: 37.5, lng: 127 }])).toBe("37.5,127");
  });

  it("sends Korea's local times as instants and the retention as a number", () => {
    const body = tourBody({
      ...emptyTour(),
      name_en: "Seoul visit",
      name_ko: "서울 방문",
      starts_at: "2026-12-01T09:00",
      ends_at: "2026-12-03T18:00",
    });
    expect(body.starts_at).toBe("2026-12-01T09:00:00+09:00");
    expect(body.retention_hours).toBe(72);
    expect(body.route).toEqual([]);
  });

  it("names each field at fault, nested rows by their path", () => {
    const values = emptyTour();
    values.content_en.days = [
      { date: "2026-12-01", title: "", items: [{ time: "9am", title: "", place: "", note: "" }] },
    ];
    values.route = "north";
    const fields = tourIssues(values, t).map((issue) => issue.field);
    expect(fields).toContain("name_en");
    expect(fields).toContain("starts_at");
    expect(fields).toContain("route");
    expect(fields).toContain("content_en.days.0.items.0.time");
    expect(fields).toContain("content_en.days.0.items.0.title");
  });

  it("sends stops with numbers and no planned time as none", () => {
    expect(
      stopsBody({ stops: [{ name_en: "A", name_ko: "가", lat: "37.5", lng: "127", planned_at: "" }] }).stops[0],
    ).toEqual({ name_en: "A", name_ko: "가", lat: 37.5, lng: 127, planned_at: null });
  });
});
