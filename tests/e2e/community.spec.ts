import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";

// The community journeys of issue 7 against the built product and its own server: the events page and its
// products, notices with their neighbours, an inquiry answered by the operator, a promotion link and the QR
// scanner's typed code. The boards, the demo inquiry types and the campaign codes come from the seed.

const MEMBER = { email: "member@demo.test", password: "Demo1234" };
const ADMIN = { email: "admin@demo.test", password: "Demo1234" };
const SPRING = { code: "SPRING26", target: "/product/search/festival/all" };
/** A 1x1 PNG: attachments are checked by content, so it must be a real image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

async function signIn(page: Page, redirect: string) {
  await page.goto(`/account/login?redirect=${encodeURIComponent(redirect)}`);
  await field(page, "E-mail").fill(MEMBER.email);
  await field(page, "Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, "\\$&")}$`));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", { data: ADMIN, headers: { "X-Auth-Area": "admin" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The first current event of the shop's events board that leads to products, as the server lists it. */
async function currentProductEvent(request: APIRequestContext) {
  const res = await request.get("/api/v1/boards/shop/event/posts?phase=current&per_page=50&lang=en");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { title: string; link_path: string | null }[] };
  const event = data.find((post) => post.link_path?.startsWith("/product/search/"));
  if (!event?.link_path) throw new Error("the seed has no current event with products");
  return { title: event.title, path: event.link_path };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("community", () => {
  test("open /event and follow a current event to its products", async ({ page, request }) => {
    const event = await currentProductEvent(request);
    await page.goto("/event");
    await expect(page.getByRole("heading", { level: 1, name: "Events and promotions" })).toBeVisible();
    const current = page.getByRole("region", { name: "Current events" });
    const past = page.getByRole("region", { name: "Past events" });
    await expect(current.getByRole("link").first()).toBeVisible();
    await expect(past.getByRole("link").first()).toBeVisible();
    // current events come first
    const [currentBox, pastBox] = [await current.boundingBox(), await past.boundingBox()];
    expect(currentBox?.y ?? Infinity).toBeLessThan(pastBox?.y ?? -Infinity);
    await expectNoA11yViolations(page);
    await current.getByRole("link", { name: event.title }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(event.path)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("read the notices: pinned first, a notice with its file, then its older and newer neighbours", async ({
    page,
    request,
  }) => {
    await page.goto("/board");
    await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
    const rows = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: /\d+ views?$/ });
    await expect(rows.first()).toContainText("Pinned");
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "Customer service hours during the holidays" }).click();
    await expect(page).toHaveURL(/\/board\/notice-detail\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Customer service hours during the holidays" }),
    ).toBeVisible();
    const file = page
      .getByRole("region", { name: /^Attachments/ })
      .getByRole("link", { name: /customer-service-hours\.pdf/ });
    const download = await request.get((await file.getAttribute("href")) ?? "");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");

    const others = page.getByRole("navigation", { name: "Other posts" });
    const older = others.getByRole("link", { name: /^Next/ });
    const olderTitle = (await older.textContent())?.replace(/^Next/, "").trim() ?? "";
    await older.click();
    await expect(page.getByRole("heading", { level: 1, name: olderTitle })).toBeVisible();
    await others.getByRole("link", { name: /^Previous/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Customer service hours during the holidays" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to the list" }).click();
    await expect(page).toHaveURL(/\/board\/notice$/);

    await page.getByRole("searchbox", { name: "Search words" }).fill("bank transfer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/board\/notice\?keyword=bank\+transfer$/);
    await expect(page.getByRole("link", { name: "Bank transfer: deposit within 3 days" })).toBeVisible();
  });

  test("send an inquiry, then read the operator's reply", async ({ page, request }) => {
    await signIn(page, "/board/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await page.getByRole("link", { name: "New inquiry" }).click();
    await expect(page).toHaveURL(/\/board\/contact-us-register$/);
    // the spec's messages first
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await expect(page.getByText("Please select an inquiry type.")).toBeVisible();
    await expect(page.getByText("Please enter the inquiry title.")).toBeVisible();
    await expect(page.getByText("Please enter the inquiry content.")).toBeVisible();

    const subject = `Refund timing ${Date.now()}`;
    await page.getByRole("combobox", { name: /^Inquiry type/ }).click();
    await page.getByRole("option", { name: "Payment" }).click();
    await field(page, "Title").fill(subject);
    await field(page, "Content").fill("I cancelled a tour yesterday.\nWhen will the refund reach my card?");
    await page.locator('input[type="file"]').setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("list", { name: /files/i })).toContainText("receipt.png");
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await expect(page).toHaveURL(/\/board\/contact-us-detail\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(page.getByRole("article", { name: subject })).toContainText("Waiting for an answer");
    await expect(page.getByRole("region", { name: "Our answer" })).toContainText("Waiting for an answer.");
    // the file is the member's alone: fetched with the session's token and saved under its name
    const saved = page.waitForEvent("download");
    await page.getByRole("button", { name: /receipt\.png/ }).click();
    expect((await saved).suggestedFilename()).toBe("receipt.png");

    const token = await adminToken(request);
    const reply = await request.post(`/api/v1/admin/inquiries/${id}/reply`, {
      headers: { Authorization: `Bearer ${token}`, "X-Auth-Area": "admin" },
      data: { reply: "Refunds reach your card within 3 to 5 business days." },
    });
    expect(reply.status()).toBe(200);

    await page.reload();
    await expect(page.getByRole("region", { name: "Our answer" })).toContainText(
      "Refunds reach your card within 3 to 5 business days.",
    );
    await expect(page.getByRole("article", { name: subject })).toContainText("Answered");
    await page.getByRole("link", { name: "My inquiries" }).click();
    const row = page.getByRole("listitem").filter({ hasText: subject });
    await expect(row).toContainText("Answered");
    await expectNoA11yViolations(page);
  });

  test("a promotion link lands on its campaign page; an unknown code on the front page", async ({ page }) => {
    await page.goto(`/redirect?code=${SPRING.code}`);
    await expect(page).toHaveURL(new RegExp(`${escape(SPRING.target)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/redirect?code=NO-SUCH-CAMPAIGN");
    await expect(page).toHaveURL(/\/main$/);
  });

  test("/qr: with no camera to use, a typed code opens its campaign", async ({ page }) => {
    await page.goto("/qr");
    await expect(page.getByRole("heading", { level: 1, name: "Scan a QR code" })).toBeVisible();
    // the test browser has no camera: the page says so instead of waiting
    await expect(page.getByRole("alert").first()).toBeVisible();
    const code = page.getByRole("textbox", { name: "Code" });
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect(page.getByText("Please enter a code.")).toBeVisible();
    await code.fill("https://elsewhere.example/free-trip");
    await code.press("Enter");
    await expect(page.getByText("This code does not belong to this site.")).toBeVisible();
    await code.fill(SPRING.code);
    await code.press("Enter");
    // through the app's own redirect page, which counts the visit and replaces itself with the campaign
    await expect(page).toHaveURL(new RegExp(`${escape(SPRING.target)}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/qr$/);
  });
});
