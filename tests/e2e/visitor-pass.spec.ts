import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data, memberHeadersOf } from "./api-steps";
import { DEMO_PASSWORD, field, signUp, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";
import { buyPasses } from "./pass-steps";

// The visitor pass (issue 24) against the built product and its own server: a new member buys a two-day pass for
// two travellers and pays on the local payment page; each traveller's pass has its card; a partner venue's staff
// scan one pass (it activates and its countdown starts), scan it again at the same venue (already used here), and
// the holder sees the visit in the card's history. The member signs up in the journey, so it holds on any database.

const PARTNER = { email: "partner@demo.test", password: DEMO_PASSWORD };

type PassCard = { id: number; code: string; holder: string; token: string; state: string };

test("a visitor buys a two-day pass for two, a venue scans one (activated, then already used), and the card shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("pass-buyer");
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/seoulitepass/register", name: "Alex Moreau" });

  // a guest is asked to sign in on the form and comes back to it
  await page.goto("/seoulitepass/purchase/reservation");
  await takenOver(page);
  await expect(page.getByRole("heading", { level: 2, name: "Please sign in" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/reservation$/);
  await buyPasses(page, { type: /2-day pass/, holders: ["Alex Moreau", "Camille Moreau"] });
  await page.getByRole("link", { name: "Open the pass of Camille Moreau" }).click();

  // the card: its QR, holder and state before the first scan
  await expect(page).toHaveURL(/\/seoulitepass\/card\/\d+$/);
  await expect(page.getByRole("img", { name: /QR code of pass SP-\d+ for Camille Moreau/ })).toBeVisible();
  await expect(page.getByText("Activates at the first venue scan.")).toBeVisible();
  await expect(page.getByText("Not scanned yet.")).toBeVisible();
  await expectNoA11yViolations(page);
  const passId = Number(/\/card\/(\d+)$/.exec(page.url())?.[1]);
  const card = await data<PassCard>(
    await request.get(`/api/v1/passes/${passId}`, { headers: await memberHeadersOf(request, email) }),
  );
  expect(card.holder).toBe("Camille Moreau");

  // the partner venue's staff scan it, as a handheld scanner types the QR's token
  const staff = await browser.newPage();
  await staff.goto("/seoulitepass/qrcode");
  await takenOver(staff);
  // partner staff sign in where the operators do (ADR 0030)
  await expect(staff).toHaveURL(/\/signin\?redirect=%2Fseoulitepass%2Fqrcode$/);
  await field(staff, "E-mail").fill(PARTNER.email);
  await field(staff, "Password").fill(PARTNER.password);
  await staff.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(staff).toHaveURL(/\/seoulitepass\/qrcode$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Pass scanner" })).toBeVisible();
  await expect(staff.getByText(/Scanning for Gyeongbokgung/)).toBeVisible();
  const code = staff.getByRole("textbox", { name: "Pass code" });
  const result = staff.getByRole("region", { name: "Scan result" });
  await code.fill(card.token);
  await code.press("Enter");
  await expect(result).toContainText("Valid pass: activated with this scan.");
  await expect(result).toContainText("Camille Moreau");
  await code.fill(card.token);
  await code.press("Enter");
  await expect(result).toContainText("This pass has already been used here.");
  await expectNoA11yViolations(staff);
  await staff.close();

  // the holder's card: active, its countdown running, and the visit in its history
  await page.reload();
  await expect(page.getByText("Time left")).toBeVisible();
  const history = page.getByRole("region", { name: "Where it was used" });
  await expect(history).toContainText("Gyeongbokgung");
  await expect(history).toContainText("Accepted");
  await expect(history).toContainText("Already used here");
  // a used pass is not refunded
  await expect(page.getByRole("button", { name: "Refund this pass" })).toHaveCount(0);

  // the other traveller's pass, unused, is refunded from its card: its share goes back, and it stops working
  const mine = await data<{ code: string; holder: string }[]>(
    await request.get("/api/v1/passes/mine", { headers: await memberHeadersOf(request, email) }),
  );
  const alex = mine.find((pass) => pass.holder === "Alex Moreau");
  await page.goto("/seoulitepass/card");
  await page.getByRole("link", { name: `Open the pass (${alex?.code ?? "?"})` }).click();
  await expect(page.getByText(/Not used yet: .+ goes back if you refund this pass by .+ KST\./)).toBeVisible();
  await page.getByRole("button", { name: "Refund this pass" }).click();
  const ask = page.getByRole("alertdialog", { name: `Refund pass ${alex?.code ?? "?"}?` });
  await expect(ask).toContainText("Alex Moreau's pass stops working at once");
  await expectNoA11yViolations(page);
  await ask.getByRole("button", { name: /^Refund / }).click();
  await expect(page.getByText(/^Refunded on /)).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Refund this pass" })).toHaveCount(0);
});

test("a signed-in member opens the member's page: passes, then the pass orders, then the questions", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // the demo member (README): a paid 2-day order for two, its passes issued; a question of their own is asked here
  const member = { email: "pass@demo.test", password: DEMO_PASSWORD };
  const signedIn = await request.post("/api/v1/auth/signin", {
    data: { email: member.email, password: member.password },
    headers: { "X-Auth-Area": "member" },
  });
  expect(signedIn.ok()).toBe(true);
  const { accessToken } = ((await signedIn.json()) as { data: { accessToken: string } }).data;
  const subject = `Can my pass wait for spring? ${Date.now()}`;
  const asked = await request.post("/api/v1/inquiries?site=seoulitepass", {
    data: { type: "pass", subject, content: "We arrive in April. Does the pass still work then?" },
    headers: { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": "member" },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // signing in on the pass site lands on the member's page, its passes first
  await page.goto("/seoulitepass/login");
  await takenOver(page);
  await field(page, "E-mail").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/mypage$/);
  await expect(page.getByRole("heading", { level: 1, name: "My page" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "My page" });
  await expect(tabs.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: /Open the pass/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "My details" })).toHaveAttribute("href", "/account/my-profile");
  await expectNoA11yViolations(page);

  // the orders: the pass order only, in the address, kept on reload
  await tabs.getByRole("tab", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/mypage\?tab=orders$/);
  const order = page.getByRole("tabpanel").getByRole("article").first();
  await expect(order).toContainText("Ordered:");
  await expect(order).not.toContainText("Departure");
  const view = order.getByRole("link", { name: /View details/ });
  await expect(view).toHaveAttribute("href", /\/seoulitepass\/purchase\/completed\?number=R\d{6}-[A-Z2-9]{6}$/);
  await page.reload();
  await takenOver(page);
  await expect(tabs.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await expectNoA11yViolations(page);

  // the questions: the one just asked, and the way to ask another
  await tabs.getByRole("tab", { name: "Questions" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/mypage\?tab=questions$/);
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
  await expect(page.getByRole("link", { name: "New inquiry" })).toHaveAttribute(
    "href",
    "/seoulitepass/inquiry/contact-us",
  );

  // an order opens on the pass site: its passes, issued
  await tabs.getByRole("tab", { name: "Orders" }).click();
  const first = page.getByRole("tabpanel").getByRole("article").first();
  await first.getByRole("link", { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/completed\?number=/);
  await expect(page.getByRole("heading", { name: "Your passes" })).toBeVisible({ timeout: 20_000 });
});
