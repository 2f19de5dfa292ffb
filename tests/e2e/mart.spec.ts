import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data } from "./api-steps";

// The medical travel mart's meeting journeys of issue 8 against the built product and its own server: a buyer asks
// a seller for a meeting from the seller's page, the seller confirms it on the schedule, and a second request for
// the same time is refused with the rule's message; an operator matches two companies on the meeting grid. The
// seeded buyers and the operator take part; the seller is the seeded newcomer, given a profile and an approved
// application through the API first, so the journeys do not depend on the seeded meetings.

const PASSWORD = "Demo1234";
const ADMIN = { email: "admin@demo.test", password: PASSWORD };
const SELLER = "newco@demo.test";
const BUYER_1 = "buyer1@demo.test";
const BUYER_2 = "buyer2@demo.test";
const SELLER_NAME = "Gangnam Smile Aesthetic Clinic";

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

type Token = { token: string; area: "admin" | "accreditation" };

async function signInApi(request: APIRequestContext, email: string, area: Token["area"]): Promise<Token> {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email, password: PASSWORD },
    headers: { "X-Auth-Area": area },
  });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return { token: ((await res.json()) as { data: { accessToken: string } }).data.accessToken, area };
}

const auth = ({ token, area }: Token) => ({ Authorization: `Bearer ${token}`, "X-Auth-Area": area });

/** The newcomer seller as an approved participant with a booth (idempotent: a second call changes nothing). */
async function approvedSeller(request: APIRequestContext): Promise<number> {
  const seller = await signInApi(request, SELLER, "accreditation");
  const admin = await signInApi(request, ADMIN.email, "admin");
  let profile = await data<{ id: number } | null>(
    await request.get("/api/v1/mart/business/me", { headers: auth(seller) }),
  );
  if (!profile) {
    profile = await data<{ id: number }>(
      await request.put("/api/v1/mart/business/me", {
        headers: auth(seller),
        data: {
          name_ko: "강남스마일 미용클리닉",
          name_en: SELLER_NAME,
          contact_name: "Park Ji-woo",
          mobile: "01055501234",
          contact_email: "partners@gangnam-smile.test",
          languages: ["ko", "en"],
          continent: "asia",
          country: "KR",
          city: "Seoul",
          main_business: "Dermatology and aesthetic treatments for international patients.",
          primary_sector: "dermatology_cosmetic",
          route: "website",
          purposes: ["partnership"],
        },
      }),
    );
  }
  await request.post("/api/v1/mart/business/me/application", {
    headers: auth(seller),
    data: { agree_business: true },
  });
  const applications = await data<{ id: number; status: string; company: { id: number } }[]>(
    await request.get("/api/v1/admin/mart/applications?status=submitted", { headers: auth(admin) }),
  );
  for (const application of applications.filter((a) => a.company.id === profile.id)) {
    await request.post(`/api/v1/admin/mart/applications/${application.id}/decision`, {
      headers: auth(admin),
      data: { status: "approved" },
    });
  }
  await request.put(`/api/v1/admin/mart/businesses/${profile.id}/booth`, {
    headers: auth(admin),
    data: { booth_no: "B-07" },
  });
  return profile.id;
}

type Slot = { id: number; day: string; start_time: string; open: boolean; reason: string | null };

/** The open slots a company could be asked for, as a buyer sees them. */
async function openSlots(request: APIRequestContext, buyer: Token, companyId: number): Promise<Slot[]> {
  const slots = await data<Slot[]>(
    await request.get(`/api/v1/mart/businesses/${companyId}/slots`, { headers: auth(buyer) }),
  );
  return slots.filter((slot) => slot.open);
}

async function signInPage(browser: Browser, email: string, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/sitmmt/ppipsa/login?redirect=${encodeURIComponent(to)}`);
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, "\\$&")}$`));
  return page;
}

/** A mart day as the day tabs and choices name it: "Mon, December 7, 2026". */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** "10:30" for the slot list's "10:30-11:00 KST" labels. */
const koreaLabel = (slot: Slot) => new RegExp(`^${slot.start_time}`);

test.describe("meetings of the mart", () => {
  test("a buyer requests a meeting, the seller confirms it, and a second request for that time is refused", async ({
    browser,
    request,
  }) => {
    const sellerId = await approvedSeller(request);
    const buyer1 = await signInApi(request, BUYER_1, "accreditation");
    const buyer2 = await signInApi(request, BUYER_2, "accreditation");
    const [slot] = await openSlots(request, buyer1, sellerId);
    if (!slot) throw new Error("the seed left no open slot for the newcomer");

    // the first buyer asks from the seller's page, through the dialog
    const buyerPage = await signInPage(browser, BUYER_1, `/sitmmt/ppipsa/business/${sellerId}`);
    await expect(buyerPage.getByRole("heading", { level: 1, name: SELLER_NAME })).toBeVisible();
    await buyerPage.getByRole("button", { name: "Request a meeting" }).click();
    const dialog = buyerPage.getByRole("dialog", { name: `Request a meeting with ${SELLER_NAME}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: dayName(slot.day) }).check();
    await dialog.getByRole("radio", { name: koreaLabel(slot) }).check();
    await field(buyerPage, "Message").fill("We would like to discuss packages for patients from Almaty.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(buyerPage.getByText(`Your request was sent to ${SELLER_NAME}.`)).toBeVisible();

    // the second buyer asks for the same time (a request is allowed while nothing is confirmed)
    const second = await request.post("/api/v1/mart/meetings", {
      headers: auth(buyer2),
      data: { counterpart_id: sellerId, slot_id: slot.id, attendees: 2 },
    });
    expect(second.status()).toBe(201);

    // the seller confirms the first on the schedule
    const sellerPage = await signInPage(browser, SELLER, "/sitmmt/ppipsa/mypage/meetings");
    await expect(sellerPage.getByRole("heading", { level: 1, name: "My meeting schedule" })).toBeVisible();
    await sellerPage.getByRole("tab", { name: new RegExp(`^${dayName(slot.day)}`) }).click();
    const first = sellerPage.getByRole("listitem", { name: "Meeting with Silk Road Health Travel LLP" });
    await first.getByRole("button", { name: "Confirm" }).click();
    await expect(first.getByText("Confirmed", { exact: true })).toBeVisible();
    await expectNoA11yViolations(sellerPage);

    // the second request for the same time cannot be confirmed any more, and the page says why
    const other = sellerPage.getByRole("listitem", { name: "Meeting with Blue Sky Medical Bridge LLC" });
    await other.getByRole("button", { name: "Confirm" }).click();
    await expect(sellerPage.getByText("You already have a confirmed meeting at this time.")).toBeVisible();
    await expect(other.getByText("Waiting for you", { exact: true })).toBeVisible();

    // the buyer sees it confirmed too
    const mine = await data<{ status: string; slot: { id: number }; seller: { id: number } }[]>(
      await request.get("/api/v1/mart/meetings", { headers: auth(buyer1) }),
    );
    expect(mine.find((m) => m.slot.id === slot.id && m.seller.id === sellerId)?.status).toBe("confirmed");
  });

  test("an operator matches a buyer and a seller into a slot on the meeting grid", async ({ browser, request }) => {
    const sellerId = await approvedSeller(request);
    const buyer2 = await signInApi(request, BUYER_2, "accreditation");
    // the second buyer's pending request from the first journey keeps them from asking again (issue 18, item 10),
    // but leaves the time free for an operator's match: the slots where only that pending request stands in the way
    const slots = await data<Slot[]>(
      await request.get(`/api/v1/mart/businesses/${sellerId}/slots`, { headers: auth(buyer2) }),
    );
    expect(slots.some((s) => s.reason === "pair_requested_by_me")).toBe(true);
    // a later slot than the first journey's, on the last open day
    const slot = slots.filter((s) => s.reason === "pair_requested_by_me").at(-1);
    if (!slot) throw new Error("no open slot to match");

    const page = await (await browser.newContext()).newPage();
    await page.goto("/sitmmt/admin/meetings");
    await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=%2Fsitmmt%2Fadmin%2Fmeetings$/);
    await field(page, "E-mail").fill(ADMIN.email);
    await field(page, "Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/sitmmt\/admin\/meetings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Meeting grid" })).toBeVisible();

    await page.getByRole("tab", { name: new RegExp(`^${dayName(slot.day)}`) }).click();
    const form = page.getByRole("form", { name: "Match a meeting" });
    const choose = async (label: string, option: string | RegExp) => {
      await form.getByRole("combobox", { name: new RegExp(`^${label}`) }).click();
      await page.getByRole("option", { name: option }).click();
    };
    await choose("Buyer", "Blue Sky Medical Bridge LLC");
    await choose("Seller", SELLER_NAME);
    await choose("Slot", koreaLabel(slot));
    await form.getByRole("button", { name: "Match" }).click();
    await expect(page.getByText(new RegExp(`Matched Blue Sky Medical Bridge LLC and ${SELLER_NAME}`))).toBeVisible();

    const admin = await signInApi(request, ADMIN.email, "admin");
    const grid = await data<
      { status: string; buyer: { name: string }; seller: { id: number }; slot: { id: number } }[]
    >(await request.get(`/api/v1/admin/mart/meetings?day=${slot.day}`, { headers: auth(admin) }));
    expect(
      grid.find((m) => m.slot.id === slot.id && m.seller.id === sellerId && m.status === "admin_matching")?.buyer.name,
    ).toBe("Blue Sky Medical Bridge LLC");
  });
});
