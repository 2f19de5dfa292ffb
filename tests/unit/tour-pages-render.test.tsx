// @vitest-environment node
// The summit tours' public pages rendered on the server with their data (ADR 0024), against the tours' story
// handlers standing in for the API in-process.
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { courseHandlers } from "../../features/tours/mocks/handlers";
import { renderPage } from "../../sites/entry-server";

function toursApi(seen: string[]) {
  return async (path: string) => {
    seen.push(path);
    const request = new Request(`http://localhost${path}`);
    const answer = await getResponse([courseHandlers.list, courseHandlers.detail, courseHandlers.rates], request, {
      baseUrl: "http://localhost",
    });
    return answer ?? Response.json({ message: "none", code: "NOT_FOUND" }, { status: 404 });
  };
}

async function page(path: string, lang: "en" | "ko" = "en") {
  const seen: string[] = [];
  const rendered = await renderPage(new Request(`http://localhost${path}`), lang, toursApi(seen));
  if (rendered.kind !== "page") throw new Error(`${path} was not rendered`);
  return { ...rendered, seen };
}

describe("the summit tours' public pages on the server", () => {
  it("render the course list with its courses, carried into the browser's cache", async () => {
    const { html, hydration, seen } = await page("/apec2025/list");
    expect(html).toContain("Summit tour courses");
    expect(html).toContain("Royal palaces of Seoul");
    expect(html).toContain("Busan harbour and Gamcheon");
    expect(seen.some((path) => path.startsWith("/api/v1/tours/courses"))).toBe(true);
    const { data } = JSON.parse(hydration) as { data: Record<string, unknown> };
    expect(Object.keys(data).some((key) => key.includes("/api/v1/tours/courses"))).toBe(true);
  }, 60_000);

  it("render an area's courses only, in Korean", async () => {
    const { html } = await page("/apec2025/busan", "ko");
    expect(html).toContain("부산 코스");
    expect(html).toContain("Busan harbour and Gamcheon");
    expect(html).not.toContain("Royal palaces of Seoul");
  }, 60_000);

  it("render a course with its itinerary, policy and departures", async () => {
    const { html } = await page("/apec2025korea/detail/seoul-palaces");
    expect(html).toContain("Royal palaces of Seoul");
    expect(html).toContain("Gwanghwamun Gate, in front of the ticket office");
    expect(html).toContain("Free cancellation until 48 hours before departure");
    expect(html).toContain("Seats left: 8");
  }, 60_000);

  it("leave a guest's reservation to the browser: the key is in this tab's storage only", async () => {
    const { html, seen } = await page("/apec2025/reservation/completed?number=R260515-ABC234");
    expect(html).toContain("Reservation received");
    expect(html).not.toContain("R260515-ABC234</p>");
    expect(seen.some((path) => path.startsWith("/api/v1/tours/reservations"))).toBe(false);
  }, 60_000);
});
