#!/usr/bin/env node
// The protocol tour's scripted drive (README, "Protocol tour: a scripted drive"; ADR 0033): against a running server
// (`npm start`), moves the demo tour's window to today if it is not open, signs in as the two demo drivers, starts
// their trips and sends each car's position every second along the tour's route at about 40 km/h, the second car a
// few minutes behind the first, there and back, until Ctrl-C (which stops the trips).
//
//   npm run demo:drive                      # http://localhost:$PORT (3000 when unset)
//   npm run demo:drive -- http://host:3000  # another server
//
// It speaks the API as a browser would: the paths and bodies are those of contracts/protocol.ts and
// contracts/tracking.ts.

const BASE = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const PASSWORD = "Demo1234";
const ADMIN = "admin@demo.test";
const DRIVERS = ["driver1@demo.test", "driver2@demo.test"];
const TOUR_NAME = "Official delegation visit to Seoul";

const ADMIN_TOURS = "/api/v1/admin/protocol/tours";
const DRIVE = "/api/v1/protocol/tracking/drive";
const AREA_HEADER = "X-Auth-Area";

/** About 40 km/h, in metres per second (the unit of a position's `speed`). */
const SPEED = 40_000 / 3600;
/** The second car starts this far behind the first. */
const GAP_MINUTES = 3;
const TICK_MS = 1000;
const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

async function api(method, path, { token, area, body } = {}) {
  const headers = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (area) headers[AREA_HEADER] = area;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, ok: res.ok, json, text };
}

const why = (answer) => `${answer.status} ${answer.json?.code ?? ""} ${answer.json?.message ?? answer.text}`.trim();

async function signIn(email, area) {
  const answer = await api("POST", "/api/v1/auth/signin", { area, body: { email, password: PASSWORD } });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed: ${why(answer)}`);
  return { token: answer.json.data.accessToken, id: answer.json.data.id };
}

// ---- the tour's window ----

const koreaDay = (date) => new Date(date.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
const dayNumber = (day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const addDays = (day, days) => new Date(dayNumber(day) + days * DAY_MS).toISOString().slice(0, 10);
const shifted = (iso, days) => (iso === null ? null : new Date(new Date(iso).getTime() + days * DAY_MS).toISOString());

/**
 * Moves the tour so that its first day is today in Korea (the programme's days and the stops' times with it), and,
 * should that still leave now outside the window, the departure to half an hour ago.
 */
async function openWindow(admin, tour) {
  if (tour.window.state === "open") return tour;
  const now = new Date();
  const days = Math.round((dayNumber(koreaDay(now)) - dayNumber(koreaDay(new Date(tour.starts_at)))) / DAY_MS);
  let startsAt = new Date(shifted(tour.starts_at, days));
  let endsAt = new Date(shifted(tour.ends_at, days));
  const hour = 3_600_000;
  if (now.getTime() < startsAt.getTime() - hour) startsAt = new Date(now.getTime() - hour / 2);
  if (now.getTime() >= endsAt.getTime() + hour) endsAt = new Date(now.getTime() + 6 * hour);
  const content = (programme) => ({
    ...programme,
    days: programme.days.map((day) => ({ ...day, date: addDays(day.date, days) })),
  });
  const body = {
    name_en: tour.name_en,
    name_ko: tour.name_ko,
    delegation: tour.delegation,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    retention_hours: tour.retention_hours,
    content_en: content(tour.content_en),
    content_ko: content(tour.content_ko),
    route: tour.route,
  };
  const saved = await api("PUT", `${ADMIN_TOURS}/${tour.id}`, { token: admin, area: "admin", body });
  if (!saved.ok) throw new Error(`moving the tour's window failed: ${why(saved)}`);
  const stops = tour.stops.map((stop) => ({ ...stop, planned_at: shifted(stop.planned_at, days) }));
  const withStops = await api("PUT", `${ADMIN_TOURS}/${tour.id}/stops`, {
    token: admin,
    area: "admin",
    body: { stops },
  });
  if (!withStops.ok) throw new Error(`moving the stops' times failed: ${why(withStops)}`);
  console.log(`Moved the tour to ${koreaDay(startsAt)} (Korea): departs ${body.starts_at}, arrives ${body.ends_at}.`);
  return withStops.json.data;
}

// ---- the route ----

const RADIUS = 6_371_000;
const rad = (deg) => (deg * Math.PI) / 180;

function distance(a, b) {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * RADIUS * Math.asin(Math.sqrt(h));
}

function bearing(a, b) {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The route with each point's distance from the start. */
function measure(points) {
  const at = [0];
  for (let i = 1; i < points.length; i += 1) at.push(at[i - 1] + distance(points[i - 1], points[i]));
  return { points, at, length: at[at.length - 1] };
}

/** Where a car is after `travelled` metres: out along the route and back, over and over. */
function positionAt(route, travelled) {
  const lap = travelled % (2 * route.length);
  const back = lap > route.length;
  const along = back ? 2 * route.length - lap : lap;
  let i = 1;
  while (i < route.points.length - 1 && route.at[i] < along) i += 1;
  const from = route.points[i - 1];
  const to = route.points[i];
  const span = route.at[i] - route.at[i - 1] || 1;
  const t = Math.min(1, Math.max(0, (along - route.at[i - 1]) / span));
  const point = { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
  return { ...point, heading: Math.round(back ? bearing(to, from) : bearing(from, to)) };
}

// ---- the drive ----

async function main() {
  console.log(`Driving the demo tour on ${BASE}`);
  const admin = await signIn(ADMIN, "admin");
  const list = await api("GET", ADMIN_TOURS, { token: admin.token, area: "admin" });
  if (!list.ok) throw new Error(`listing the tours failed: ${why(list)}`);
  const found = list.json.data.find((tour) => tour.name === TOUR_NAME);
  if (!found) throw new Error(`no tour named "${TOUR_NAME}": is the database seeded?`);
  const read = await api("GET", `${ADMIN_TOURS}/${found.id}`, { token: admin.token, area: "admin" });
  if (!read.ok) throw new Error(`reading the tour failed: ${why(read)}`);
  const tour = await openWindow(admin.token, read.json.data);
  const points = tour.route.length >= 2 ? tour.route : tour.stops.map(({ lat, lng }) => ({ lat, lng }));
  if (points.length < 2) throw new Error("the tour has neither a route nor two stops to drive along");
  const route = measure(points);
  console.log(`Route: ${points.length} points, ${(route.length / 1000).toFixed(1)} km.`);

  const cars = [];
  for (const [index, email] of DRIVERS.entries()) {
    const driver = await signIn(email, "admin");
    const vehicle = tour.vehicles.find((candidate) => candidate.driver_account_id === driver.id);
    if (!vehicle) {
      console.warn(`${email} drives no vehicle of the tour: skipped.`);
      continue;
    }
    // the first car is ahead by the gap; the ones after start at the beginning of the route
    const head = (DRIVERS.length - 1 - index) * GAP_MINUTES * 60 * SPEED;
    cars.push({ email, driver, vehicle, travelled: head, failures: 0 });
  }
  if (cars.length === 0) throw new Error("no driver has a vehicle on the tour");

  const drive = (car, path, body) =>
    api("POST", `${DRIVE}/${car.vehicle.id}/${path}`, { token: car.driver.token, area: "admin", body });
  const trip = async (car, action) => {
    let answer = await drive(car, "trip", { action });
    if (answer.status === 401) {
      car.driver = await signIn(car.email, "admin");
      answer = await drive(car, "trip", { action });
    }
    console.log(`${car.vehicle.label} (${car.email}): ${action} → ${answer.ok ? "ok" : why(answer)}`);
    return answer.ok;
  };

  for (const car of cars) await trip(car, "start");

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping the trips…");
    for (const car of cars) await trip(car, "stop").catch((error) => console.error(String(error)));
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  let ticks = 0;
  const tick = async () => {
    if (stopping) return;
    ticks += 1;
    await Promise.all(
      cars.map(async (car) => {
        car.travelled += SPEED * (TICK_MS / 1000);
        const { lat, lng, heading } = positionAt(route, car.travelled);
        const position = {
          lat: Number(lat.toFixed(6)),
          lng: Number(lng.toFixed(6)),
          speed: Number((SPEED + (Math.random() - 0.5)).toFixed(2)),
          heading,
          accuracy: 8,
          recorded_at: new Date().toISOString(),
        };
        try {
          let answer = await drive(car, "positions", { positions: [position] });
          if (answer.status === 401) {
            car.driver = await signIn(car.email, "admin");
            answer = await drive(car, "positions", { positions: [position] });
          }
          if (!answer.ok) {
            car.failures += 1;
            if (car.failures === 1 || car.failures % 30 === 0) console.warn(`${car.vehicle.label}: ${why(answer)}`);
          } else car.failures = 0;
        } catch (error) {
          car.failures += 1;
          if (car.failures === 1 || car.failures % 30 === 0) console.warn(`${car.vehicle.label}: ${String(error)}`);
        }
      }),
    );
    if (ticks % 30 === 0) {
      const where = cars.map((car) => `${car.vehicle.label} ${(car.travelled / 1000).toFixed(1)} km`).join(", ");
      console.log(`${new Date().toLocaleTimeString()}: ${where}`);
    }
  };
  console.log("Sending a position a second for each car. Open /protocol/vehicle as delegate@demo.test; Ctrl-C stops.");
  setInterval(() => void tick(), TICK_MS);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
