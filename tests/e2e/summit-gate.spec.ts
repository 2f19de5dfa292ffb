import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data } from "./api-steps";
import { ADMIN, operatorAt, uniqueEmail } from "./edu-steps";

// The summit tours' ticket gate (issue 23) against the built product and its own server: an operator opens the
// scanner, chooses the departure of a paid booking, types a ticket's code as a handheld scanner would (valid, then
// already used), loses the network, scans the second ticket on the device alone (queued), and sees it uploaded once
// the network is back; the server's counts hold both passages once. The booking is made by the journey (a guest's
// bank transfer the operators record as paid), so it holds on any database and leaves the seed to other journeys.

const COURSE = "busan-temple-by-the-sea";
const COURSE_NAME = "Temple by the Sea";

type Departure = { id: number; date: string; time: string; state: string };
type Ticket = { id: string; token: string; holder: string };
type Counts = { departure_id: number; checked_in: number };

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/v1/auth/signin", { data: ADMIN, headers: { "X-Auth-Area": "admin" } });
  const { accessToken } = await data<{ accessToken: string }>(res);
  return { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": "admin" };
}

/** A paid booking of two travellers on an open departure a week or more ahead, and its two tickets. */
async function paidTickets(request: APIRequestContext, admin: Record<string, string>) {
  const course = await data<{ departures: Departure[] }>(await request.get(`/api/v1/tours/courses/${COURSE}`));
  const after = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const departure = course.departures.find((entry) => entry.state === "open" && entry.date >= after);
  if (!departure) throw new Error(`no open departure of ${COURSE} after ${after}`);
  const booked = await data<{ key: string; reservation: { id: number; reservation_number: string } }>(
    await request.post("/api/v1/tours/reservations", {
      data: {
        departure_id: departure.id,
        email: uniqueEmail("summit-gate"),
        currency: "USD",
        travelers: 2,
        luggage: 0,
        representative_name: "Minji Kim",
        contact: "821012345678",
        passport_number: "M12345678",
        nationality: "KR",
        arrival_flight_number: "KE082",
        departure_address: "Incheon Airport T1",
        destination_address: "Busan, Haeundae-gu 1",
        same_as_representative: true,
        payment_method: "bank_transfer",
        account_holder: "MINJI KIM",
        bank: "shinhan",
        agree_cancellation_policy: true,
        agree_domestic_terms: true,
      },
    }),
  );
  // the operators record the deposit: the booking is paid and its tickets pass
  await data(await request.post(`/api/v1/admin/reservations/${booked.reservation.id}/deposit`, { headers: admin }));
  const tickets = await data<Ticket[]>(
    await request.get(`/api/v1/tours/reservations/${booked.reservation.reservation_number}/tickets`, {
      headers: { "X-Reservation-Key": booked.key },
    }),
  );
  expect(tickets).toHaveLength(2);
  return { departure, tickets };
}

async function checkedIn(request: APIRequestContext, admin: Record<string, string>, departure: Departure) {
  const counts = await data<Counts[]>(
    await request.get(`/api/v1/admin/tours/departures?date=${departure.date}`, { headers: admin }),
  );
  return counts.find((entry) => entry.departure_id === departure.id)?.checked_in ?? -1;
}

test("an operator checks tickets in at the gate, online and then offline, and the offline scan uploads once", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminHeaders(request);
  const { departure, tickets } = await paidTickets(request, admin);
  const [first, second] = tickets as [Ticket, Ticket];
  const before = await checkedIn(request, admin, departure);

  await operatorAt(page, "/apec2025/qrcode");
  await expect(page.getByRole("heading", { level: 1, name: "Ticket gate" })).toBeVisible();
  await page.getByLabel("Day").fill(departure.date);
  await page.getByRole("button", { name: new RegExp(`${departure.time}.*${COURSE_NAME}`) }).click();
  await expect(page.getByRole("heading", { level: 2, name: `${departure.time} · ${COURSE_NAME}` })).toBeVisible();
  await expect(page.getByText(/tickets on this device, downloaded at/)).toBeVisible();
  await expectNoA11yViolations(page);

  const code = page.getByRole("textbox", { name: "Ticket code" });
  const result = page.getByRole("region", { name: "Scan result" });
  // a handheld scanner types the token and Enter into the focused field
  await expect(code).toBeFocused();
  await code.fill(first.token);
  await code.press("Enter");
  await expect(result).toContainText("Valid: welcome aboard");
  await expect(result).toContainText(first.holder);
  await code.fill(first.token);
  await code.press("Enter");
  await expect(result).toContainText("Already used");
  await expect(result).toContainText(/Passed at .+ by gate-[a-z0-9]{6}/);

  await context.setOffline(true);
  await expect(page.getByText("Offline: deciding on this device, 0 scans waiting to upload.")).toBeVisible();
  await code.fill(second.token);
  await code.press("Enter");
  await expect(result).toContainText("Valid: welcome aboard");
  await expect(result).toContainText("Decided on this device (offline).");
  await expect(page.getByText("Offline: deciding on this device, 1 scan waiting to upload.")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Uploaded: 1 scan accepted by the server.")).toBeVisible({ timeout: 20_000 });
  const log = page.getByRole("region", { name: "Last scans" }).getByRole("listitem");
  await expect(log).toHaveCount(3);

  // the server holds each ticket's passage once: the two online scans and the uploaded one make two
  expect(await checkedIn(request, admin, departure)).toBe(before + 2);
  const list = await data<{ tickets: { id: string; checked_in_at: string | null }[] }>(
    await request.get(`/api/v1/admin/tours/departures/${departure.id}/tickets`, { headers: admin }),
  );
  for (const ticket of [first, second])
    expect(list.tickets.find((entry) => entry.id === ticket.id)?.checked_in_at).not.toBeNull();
});
