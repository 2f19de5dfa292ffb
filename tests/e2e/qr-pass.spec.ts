import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data, memberHeadersOf } from "./api-steps";
import { DEMO_PASSWORD, field, signUp, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";
import { buyPasses } from "./pass-steps";
import { agreeToTerms, chooseTrip, fillTravelerDetails } from "./shop-steps";

// The visitor pass pays a partner venue's booking (ADR 0030, "QR pass" as a payment method), against the built
// product: a new member buys one-day passes for two, reserves the palace night tour in the shop for both with "QR
// pass" (each traveller's pass named), and on the day of the visit the palace's staff scan the passes: the scanner says
// what to collect for each traveller and, at the last one, that the booking is now confirmed; the member's booking is
// then confirmed and paid.
//
// A scan settles only a booking for the scan's own Korean day, and the shop books from tomorrow on: so this journey
// runs its own server (the same built product on a fresh database), whose clock it moves to the visit's day before
// the scan (shifted-clock.ts).

const PARTNER = { email: "partner@demo.test", password: DEMO_PASSWORD };
const TOUR = "Gyeongbokgung Palace Night Tour";
const OPTION = "Evening walk (19:00)";
// the tour departs with two travellers at least: one pass for each
const HOLDERS = ["Mina Laurent", "Jonas Laurent"] as const;

const port = Number(
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString(),
);
const baseURL = `http://127.0.0.1:${port}`;
test.use({ baseURL });

let server: ChildProcess | undefined;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ["--import", "tsx", "--import", "./tests/e2e/shifted-clock.ts", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), "e2e-qr-pass-")), "pglite"),
      // this worker's build folder, whose version.json only this worker's journeys change
      STATIC_DIR: process.env.E2E_STATIC_DIR,
      LOG_LEVEL: "warn",
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  // the first start builds the demo database
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

/** Moves the server's clock to `moment` and waits until it says so. */
async function serverClockAt(moment: Date) {
  const offset = moment.getTime() - Date.now();
  server?.stdin?.write(`shift ${offset}\n`);
  await expect.poll(() => output.includes(`shifted ${offset}\n`)).toBe(true);
}

type Reservation = {
  id: number;
  reservation_number: string;
  status: string;
  payment_method: string;
  departure_date: string;
  total: number;
  paid_at: string | null;
  confirmed_at: string | null;
};

test("a visitor pass pays the palace night tour: booked with QR pass, settled and confirmed by the venue's scan", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("qr-pass");
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/seoulitepass/register", name: HOLDERS[0] });

  // the member buys one-day passes for the two travellers
  await page.goto("/seoulitepass/purchase/reservation");
  await takenOver(page);
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/reservation$/);
  await buyPasses(page, { type: /1-day pass/, holders: HOLDERS });
  const mine = await data<{ id: number; code: string; holder: string }[]>(
    await request.get("/api/v1/passes/mine", { headers: await memberHeadersOf(request, email) }),
  );
  const passes = HOLDERS.map((holder) => {
    const pass = mine.find((one) => one.holder === holder);
    if (!pass) throw new Error(`no pass was issued for ${holder}`);
    return pass;
  });

  // the night tour, a partner product of the palace, reserved from its page for the two
  const found = await data<{ id: number; name: string }[]>(
    await request.get(`/api/v1/products?keyword=${encodeURIComponent(TOUR)}`),
  );
  const tour = found.find((product) => product.name === TOUR);
  if (!tour) throw new Error(`the demo catalogue has no "${TOUR}"`);
  await page.goto(`/product/detail/${tour.id}`);
  await chooseTrip(page, OPTION, 2);
  await page.getByRole("button", { name: "Reserve now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reservation" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/travelers$/);
  await fillTravelerDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/payment$/);

  // "QR pass": what the pass gives at the palace, and each traveller's pass
  await page.getByRole("radio", { name: /QR pass/ }).check();
  const paying = page.getByRole("group", { name: "Passes that pay" });
  await expect(paying).toContainText("Your pass gives free entry at Gyeongbokgung Palace");
  await expect(paying).toContainText("You pay at the visit");
  for (const [index, pass] of passes.entries()) {
    await paying.getByRole("combobox", { name: new RegExp(`^Traveler ${index + 1}`) }).click();
    await page.getByRole("option", { name: `${pass.holder} · 1-day pass (${pass.code})` }).click();
  }
  await agreeToTerms(page);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Reserve" }).click();

  // no payment page: the booking waits for the visit
  await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
  const id = Number(/payment-complete\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole("main")).toContainText(
    "Pay at the counter when your QR pass is scanned on the day of your visit: the reservation is confirmed at the last traveler's scan. Unpaid by the end of that day, the order is cancelled.",
  );
  const booked = await data<Reservation>(
    await request.get(`/api/v1/reservations/${id}`, { headers: await memberHeadersOf(request, email) }),
  );
  expect(booked).toMatchObject({ status: "waiting", payment_method: "qr_pass", total: 0, paid_at: null });
  await page.getByRole("link", { name: "View reservation details" }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/reservation-detail/${id}$`));
  await expect(
    page.getByText(/^Pay at the counter when your QR pass is scanned on the day of your visit/),
  ).toBeVisible();
  const headers = await memberHeadersOf(request, email);
  const tokens: string[] = [];
  for (const pass of passes) {
    tokens.push((await data<{ token: string }>(await request.get(`/api/v1/passes/${pass.id}`, { headers }))).token);
  }

  // the day of the visit, in the morning in Seoul
  await serverClockAt(new Date(`${booked.departure_date}T10:00:00+09:00`));

  // the palace's staff scan the passes, as a handheld scanner types the QR's token
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await staff.goto("/seoulitepass/qrcode");
  await takenOver(staff);
  await expect(staff).toHaveURL(/\/signin\?redirect=%2Fseoulitepass%2Fqrcode$/);
  await field(staff, "E-mail").fill(PARTNER.email);
  await field(staff, "Password").fill(PARTNER.password);
  await staff.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(staff).toHaveURL(/\/seoulitepass\/qrcode$/);
  await expect(staff.getByText(/Scanning for Gyeongbokgung/)).toBeVisible();
  const code = staff.getByRole("textbox", { name: "Pass code" });
  const result = staff.getByRole("region", { name: "Scan result" });
  const settles = `Booking ${booked.reservation_number}: nothing to collect for this traveller.`;
  const confirmed = "Every traveller of the booking is in: it is now confirmed and paid.";
  await code.fill(tokens[0] ?? "");
  await code.press("Enter");
  await expect(result).toContainText(HOLDERS[0]);
  await expect(result).toContainText("Valid pass: activated with this scan.");
  await expect(result).toContainText(settles);
  await expect(result).not.toContainText(confirmed);
  await code.fill(tokens[1] ?? "");
  await code.press("Enter");
  await expect(result).toContainText(HOLDERS[1]);
  await expect(result).toContainText("Valid pass: activated with this scan.");
  await expect(result).toContainText(settles);
  await expect(result).toContainText(confirmed);
  await expectNoA11yViolations(staff);
  await staffContext.close();

  // the member's booking: confirmed and paid
  const settled = await data<Reservation>(
    await request.get(`/api/v1/reservations/${id}`, { headers: await memberHeadersOf(request, email) }),
  );
  expect(settled).toMatchObject({ status: "confirmed", payment_method: "qr_pass" });
  expect(settled.paid_at).not.toBeNull();
  expect(settled.confirmed_at).not.toBeNull();
  // the browser's sign-in from days before does not outlive the moved clock: the member signs in again
  const detail = `/purchase/reservation-detail/${id}`;
  await page.goto(`/account/login?redirect=${encodeURIComponent(detail)}`);
  await takenOver(page);
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Reservation details" })).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Your reservation is confirmed.")).toBeVisible();
});
