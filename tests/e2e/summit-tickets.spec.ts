import { type APIRequestContext, expect, test } from "@playwright/test";
import { field, mailTexts, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";
import { agreeToTerms, fillTravelerDetails, setStepper } from "./shop-steps";

// The summit's tickets (issue 23) against the built product: a guest pays by card through the local provider, the
// completion page shows one ticket per traveller with its QR code, and the tickets mail's links open each ticket's
// page in a browser that holds nothing (no sign-in, no key). Courses come from the seed.

const summit = (path: string) => `http://summit.localhost:${process.env.E2E_PORT}${path}`;

async function openDeparture(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/v1/tours/courses/${slug}`);
  const { data } = (await res.json()) as { data: { departures: { id: number; state: string; seats_left: number }[] } };
  const found = data.departures.find((departure) => departure.state === "open" && departure.seats_left >= 3);
  if (!found) throw new Error(`no open departure of ${slug}`);
  return found.id;
}

test("a guest who pays sees a ticket per traveller, and each mailed ticket link opens without sign-in", async ({
  page,
  request,
  browser,
}) => {
  // a booking, a payment and a second browser: past the one-minute budget of a single page's journey when busy
  test.setTimeout(150_000);
  const departure = await openDeparture(request, "seoul-dmz-peace");
  await page.goto(summit(`/apec2025korea/reservation?course=seoul-dmz-peace&departure=${departure}`));
  await takenOver(page);
  const email = uniqueEmail("summit-tickets");
  await setStepper(page, "Travellers", 3);
  await fillTravelerDetails(page);
  await field(page, "E-mail address").fill(email);
  await page.getByRole("radio", { name: "Credit card" }).check();
  await agreeToTerms(page);
  await page.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(/\/pay\/local\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/apec2025\/reservation\/completed/);
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("article")).toHaveCount(3);
  for (const n of [1, 2, 3]) {
    await expect(tickets.getByRole("img", { name: new RegExp(`^QR code of ticket ${n} of 3 for `) })).toBeVisible();
  }
  await expect(tickets.getByText("Valid", { exact: true })).toHaveCount(3);

  // the tickets mail, sent once on payment: one link per traveller
  let mail = "";
  await expect
    .poll(async () => {
      mail = (await mailTexts(request, email)).find((text) => text.includes("/apec2025/qrcode/")) ?? "";
      return mail;
    })
    .not.toBe("");
  const links = [...mail.matchAll(/https?:\/\/\S+(\/apec2025\/qrcode\/\S+)/g)].map((match) => match[1] ?? "");
  expect(links).toHaveLength(3);

  // a browser that holds nothing: no session, no reservation key
  const stranger = await browser.newContext({ locale: "en-US" });
  try {
    const other = await stranger.newPage();
    await other.goto(links[1] ?? "");
    await expect(other.getByRole("heading", { level: 1, name: "Your ticket" })).toBeVisible();
    const ticket = other.getByRole("article");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.getByText("Ticket 2 of 3")).toBeVisible();
    await expect(ticket.getByText("Valid", { exact: true })).toBeVisible();
    await expect(ticket.getByRole("img", { name: /^QR code of ticket 2 of 3 for / })).toBeVisible();

    // a code that is not a ticket says so
    await other.goto(`/apec2025/qrcode/T1.1.1.${"x".repeat(43)}`);
    await expect(other.getByRole("heading", { name: "Not a ticket" })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
