import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { ADMIN, signIn, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";

// The summit operators' console (issue 23) against the built product and its own server: an operator signs in,
// writes a new course in both languages, adds a departure, publishes the course and finds it on the guests' course
// list; a guest books the departure, the operators record the deposit and the gate passes one ticket, and the day
// board, left open, shows booked and checked in move by themselves.

/** A Korea calendar day `days` from today, as the date pickers and the API take them. */
const koreaDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date(Date.now() + days * 86_400_000));

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { "X-Auth-Area": "admin" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * The console's page at `path` through the operators' sign-in. The guard sends a guest on once the page is taken
 * over and the console's chunks are in: on a cold server on a busy machine that can take a while.
 */
async function operatorAt(page: Page, path: string) {
  await page.goto(path);
  await takenOver(page);
  await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=/, { timeout: 30_000 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 30_000 });
}

/** Opens a date field's calendar and chooses `day`, paging ahead to its month. */
async function chooseDay(page: Page, label: RegExp, day: string) {
  await page.getByLabel(label).click();
  const calendar = page.getByRole("dialog");
  const button = calendar.locator(`button[data-slot="calendar-day"][data-date="${day}"]`);
  for (let month = 0; month < 2 && !(await button.isVisible()); month += 1) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await button.click();
  await expect(calendar).toBeHidden();
}

/** A guest's booking of the departure by bank transfer, its deposit recorded, and one of its tickets. */
async function bookedAndPaid(request: APIRequestContext, departureId: number, admin: string) {
  const booking = await request.post("/api/v1/tours/reservations", {
    data: {
      departure_id: departureId,
      email: uniqueEmail("summit-admin-guest"),
      currency: "USD",
      travelers: 2,
      luggage: 0,
      representative_name: "Lee Seoyeon",
      contact: "821012345678",
      passport_number: "M12345678",
      nationality: "KR",
      arrival_flight_number: "KE082",
      departure_address: "Busan Station",
      destination_address: "Busan Station",
      same_as_representative: true,
      payment_method: "bank_transfer",
      account_holder: "LEE SEOYEON",
      bank: "shinhan",
      agree_cancellation_policy: true,
      agree_domestic_terms: true,
    },
  });
  expect(booking.status()).toBe(201);
  const access = (
    (await booking.json()) as {
      data: { reservation: { id: number; reservation_number: string }; key: string };
    }
  ).data;
  const deposit = await request.post(`/api/v1/admin/reservations/${access.reservation.id}/deposit`, {
    headers: { Authorization: `Bearer ${admin}`, "X-Auth-Area": "admin" },
  });
  expect(deposit.status()).toBe(200);
  const tickets = await request.get(`/api/v1/tours/reservations/${access.reservation.reservation_number}/tickets`, {
    headers: { "X-Reservation-Key": access.key },
  });
  expect(tickets.status()).toBe(200);
  return ((await tickets.json()) as { data: { token: string }[] }).data;
}

test("an operator creates and publishes a course with a departure, and watches the day board count", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const slug = `harbour-lights-${stamp}`;
  const name = `Harbour Lights ${stamp}`;
  // far enough ahead for a bank transfer's deposit
  const day = koreaDay(8);

  await operatorAt(page, "/apec2025/admin/courses/new");
  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Summit operators' pages" });
  await expect(nav.getByRole("link", { name: "New course" })).toHaveAttribute("aria-current", "page");

  // the course in both languages, one stop, published
  await page.getByLabel(/^Address/).fill(slug);
  const english = page.getByRole("group", { name: "English" });
  const korean = page.getByRole("group", { name: "Korean" });
  await english.getByLabel(/^Name/).fill(name);
  await english.getByLabel(/^Summary/).fill("Busan's harbour at dusk.");
  await english.getByLabel(/^Description/).fill("A walk along the harbour as the lights come on.");
  await english.getByLabel(/^Meeting point/).fill("Busan Station, exit 1");
  await korean.getByLabel(/^Name/).fill(`항구의 불빛 ${stamp}`);
  await korean.getByLabel(/^Summary/).fill("해 질 녘 부산항.");
  await korean.getByLabel(/^Description/).fill("불이 켜지는 항구를 따라 걷습니다.");
  await korean.getByLabel(/^Meeting point/).fill("부산역 1번 출구");
  const stop = page.getByRole("group", { name: "Stop 1" });
  await stop.getByLabel(/^Time/).fill("18:00");
  await stop.getByLabel(/^Place \(English\)/).fill("Busan Station");
  await stop.getByLabel(/^Place \(Korean\)/).fill("부산역");
  await page.getByLabel(/^Duration in minutes/).fill("150");
  await page.getByRole("checkbox", { name: /Guests see this course/ }).click();
  await page.getByRole("button", { name: "Create the course" }).click();

  // on to its departures: one day, twelve seats at $45
  await expect(page).toHaveURL(new RegExp(`/apec2025/admin/courses/${slug}/departures$`));
  await expect(page.getByRole("heading", { level: 1, name: `Departures of ${name}` })).toBeVisible();
  await chooseDay(page, /^First day/, day);
  await page.getByLabel(/^Time/).fill("18:00");
  await page.getByLabel(/^Seats/).fill("12");
  await page.getByLabel(/^Price per traveller/).fill("45");
  await expect(page.getByText("Adds 1 departure.")).toBeVisible();
  await page.getByRole("button", { name: "Add departures" }).click();
  const departures = page.getByRole("table", { name: "Departures of the course" });
  await expect(departures.getByRole("row")).toHaveCount(2);
  await expect(departures.getByRole("row").nth(1)).toContainText("18:00");
  await expect(departures.getByRole("row").nth(1)).toContainText("On sale");

  // the guests' course list shows it
  const list = await request.get("/api/v1/tours/courses");
  const courses = ((await list.json()) as { data: { slug: string }[] }).data;
  expect(courses.some((course) => course.slug === slug)).toBe(true);
  const detail = await request.get(`/api/v1/tours/courses/${slug}`);
  const departure = ((await detail.json()) as { data: { departures: { id: number; date: string }[] } }).data
    .departures[0];
  expect(departure?.date).toBe(day);
  const guest = await page.context().newPage();
  await guest.goto("/apec2025/list");
  await expect(guest.getByRole("heading", { name })).toBeVisible();
  await guest.close();

  // the day board, left open: a booking and a passage at the gate show up by themselves
  await nav.getByRole("link", { name: "Day board" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Day board" })).toBeVisible();
  await chooseDay(page, /^Day/, day);
  const board = page.getByRole("table", { name: /^Departures on / });
  const row = board.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  // the time names the row; then course, seats, booked, checked in, no-show
  await expect(row.getByRole("rowheader")).toHaveText("18:00");
  await expect(row.getByRole("cell")).toHaveText([name, "12", "0", "0", "0"]);

  const admin = await adminToken(request);
  const tickets = await bookedAndPaid(request, departure?.id ?? 0, admin);
  await expect(row.getByRole("cell")).toHaveText([name, "12", "2", "0", "0"], { timeout: 15_000 });
  const scan = await request.post("/api/v1/admin/tours/check-ins", {
    headers: { Authorization: `Bearer ${admin}`, "X-Auth-Area": "admin" },
    data: { scanned: tickets[0]?.token, departure_id: departure?.id, device: "e2e-gate", nonce: `e2e-${stamp}` },
  });
  expect(((await scan.json()) as { data: { result: string } }).data.result).toBe("valid");
  await expect(row.getByRole("cell")).toHaveText([name, "12", "2", "1", "0"], { timeout: 15_000 });
});

test("an operator changes a departure's price and seats, and deletes a departure nobody booked", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const slug = `palace-dawn-${stamp}`;
  const admin = await adminToken(request);
  const headers = { Authorization: `Bearer ${admin}`, "X-Auth-Area": "admin" };

  // a course with two departures, through the console's API; a guest books the first at $30
  const course = await request.post("/api/v1/admin/tours/courses", {
    headers,
    data: {
      slug,
      area: "seoul",
      parent_slug: null,
      name_en: `Palace at Dawn ${stamp}`,
      name_ko: `새벽의 궁궐 ${stamp}`,
      summary_en: "The palace before the crowds.",
      summary_ko: "사람이 몰리기 전의 궁궐.",
      description_en: "A quiet walk through the palace at opening time.",
      description_ko: "문이 열릴 때 조용히 궁궐을 걷습니다.",
      itinerary: [{ time: "08:00", title_en: "Gwanghwamun", title_ko: "광화문", text_en: "", text_ko: "" }],
      meeting_point_en: "Gwanghwamun Gate",
      meeting_point_ko: "광화문 앞",
      duration_minutes: 120,
      languages: ["en", "ko"],
      min_travelers: 2,
      cancel_cutoff_hours: 48,
      published: true,
      sort_order: 900,
    },
  });
  expect(course.status()).toBe(201);
  const added = await request.post(`/api/v1/admin/tours/courses/${slug}/departures`, {
    headers,
    data: { from: koreaDay(9), to: koreaDay(10), time: "08:00", seats: 10, price: 30, currency: "USD" },
  });
  expect(added.status()).toBe(201);
  const [first] = ((await added.json()) as { data: { id: number }[] }).data;
  await bookedAndPaid(request, first?.id ?? 0, admin);

  await operatorAt(page, `/apec2025/admin/courses/${slug}/departures`);
  // a course's pages are the courses' tab's
  const nav = page.getByRole("navigation", { name: "Summit operators' pages" });
  await expect(nav.getByRole("link", { name: "Courses", exact: true })).toHaveAttribute("aria-current", "page");
  const departures = page.getByRole("table", { name: "Departures of the course" });
  await expect(departures.getByRole("row")).toHaveCount(3);
  const booked = departures.getByRole("row").nth(1);
  const empty = departures.getByRole("row").nth(2);
  await expect(booked).toContainText("$30");
  // a booked departure offers no delete
  await expect(booked.getByRole("button", { name: /^Delete: / })).toHaveCount(0);

  // a new price and more seats for the booked one
  await booked.getByRole("button", { name: /^Price and seats: / }).click();
  const dialog = page.getByRole("dialog", { name: "Price and seats" });
  await dialog.getByLabel(/^Price per traveller/).fill("42.5");
  await dialog.getByLabel(/^Seats/).fill("1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Seats cannot be fewer than the seats already booked.")).toBeVisible();
  await dialog.getByLabel(/^Seats/).fill("14");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(booked).toContainText("$42.5");
  await expect(booked).toContainText("14");

  // guests' pages show the new price (the booking made before keeps its own: the server's tests hold that)
  const detail = await request.get(`/api/v1/tours/courses/${slug}`);
  const shown = ((await detail.json()) as { data: { departures: { id: number; price: number }[] } }).data.departures;
  expect(shown.find((one) => one.id === first?.id)?.price).toBe(42.5);

  // the empty departure is deleted after a confirmation
  await empty.getByRole("button", { name: /^Delete: / }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete this departure?" });
  await confirmation.getByRole("button", { name: "Delete the departure" }).click();
  await expect(page.getByText(/departure was deleted\.$/)).toBeVisible();
  await expect(departures.getByRole("row")).toHaveCount(2);

  // and the course's editor still counts as the courses' tab
  await page.getByRole("link", { name: "Edit the course" }).click();
  await expect(page).toHaveURL(new RegExp(`/apec2025/admin/courses/${slug}$`));
  await expect(nav.getByRole("link", { name: "Courses", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "New course" })).not.toHaveAttribute("aria-current", "page");
});
