import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

// Journeys of spec points 3, 5 and 6 against the built product and its own server: mail goes to the local outbox,
// which the test reads as the person would read their inbox.

type Mail = { id: number; to: string; subject: string; html: string; text: string; created_at: string };

async function latestMail(request: APIRequestContext, to: string, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const { data } = (await res.json()) as { data: Mail[] };
      found = data.filter((mail) => mail.id > after).sort((a, b) => b.id - a.id)[0];
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function register(page: Page, request: APIRequestContext, email: string, password: string) {
  await page.goto("/account/registration/general");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await field(page, "E-mail").fill(email);
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(page.getByText("This e-mail address is available.")).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  const mail = await latestMail(request, email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, "the verification mail carries a 6-digit code").toBeTruthy();
  await field(page, "Verification code").fill(code!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await field(page, "Name").fill("Jamie Lee");
  await field(page, "Password").fill(password);
  await field(page, "Confirm password").fill(password);
  await page.getByLabel("I agree to all of the following").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
}

test.describe("accounts", () => {
  test("register with the e-mailed code, sign in, change the password, sign out and sign in again", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("register");
    await register(page, request, email, "Journey123");

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    await signIn(page, email, "Wrong1234");
    await expect(page.getByRole("alert")).toContainText("The e-mail or password does not match.");
    await signIn(page, email, "Journey123");
    await expect(page).toHaveURL(/\/main$/);

    await page.goto("/account/my-profile");
    await field(page, "Current password").fill("Journey123");
    await field(page, "New password").fill("Changed456");
    await field(page, "Confirm new password").fill("Changed456");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed.")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
    await page.goto("/account/login");
    await signIn(page, email, "Journey123");
    await expect(page.getByRole("alert")).toContainText("The e-mail or password does not match.");
    await signIn(page, email, "Changed456");
    await expect(page).toHaveURL(/\/main$/);
  });

  test("forgot password: the e-mailed link sets a new password once, then says it has expired", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("reset");
    await register(page, request, email, "Before123");
    const before = (await latestMail(request, email)).id;

    await page.goto("/account/find-password");
    await field(page, "E-mail").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("Check your inbox");

    const mail = await latestMail(request, email, before);
    const link = /https?:\/\/[^\s"<]+\/account\/password-reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, "the reset mail links to this site's reset page").toBeTruthy();
    const path = new URL(link!).pathname;

    await page.goto(path);
    await field(page, "New password").fill("After1234");
    await field(page, "Confirm new password").fill("After1234");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();

    await page.goto("/account/login");
    await signIn(page, email, "After1234");
    await expect(page).toHaveURL(/\/main$/);

    // the same link a second time: checked when the page opens, before anything is typed (issue 18, item 16)
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
    await expect(field(page, "New password")).toHaveCount(0);
  });

  test("social sign-in through the local provider page", async ({ page }) => {
    await page.goto("/account/login");
    await page.getByRole("button", { name: "Continue with Kakao" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Kakao" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole("button", { name: "Sign out" }).first()).toBeVisible();
  });

  test("a guest on a login-required page is asked, signs in and comes back", async ({ page }) => {
    await page.goto("/account/my-profile");
    const prompt = page.getByRole("alertdialog");
    await expect(prompt).toContainText("You need to log in to use this page. Would you like to go to the login page?");
    await prompt.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fmy-profile$/);
    await signIn(page, "member@demo.test", "Demo1234");
    await expect(page).toHaveURL(/\/account\/my-profile$/);
  });

  test("an administrator whose session ends elsewhere is sent to the admin sign-in page", async ({ page }) => {
    await page.goto("/seouleduadmin/signin");
    await expect(page.getByRole("heading", { level: 1, name: "Administrator sign-in" })).toBeVisible();
    await signIn(page, "admin@demo.test", "Demo1234");
    await expect(page).toHaveURL(/\/seouleduadmin$/);
    await expect(page.getByRole("status").filter({ hasText: "admin@demo.test" })).toBeVisible();

    // the session is revoked on the server (signed out in another tab, or an operator ended it)
    const token = await page.evaluate(() => sessionStorage.getItem("ADMIN_TOKEN"));
    const revoked = await page.request.post("/api/v1/auth/signout", {
      headers: { Authorization: `Bearer ${token}`, "X-Auth-Area": "admin" },
    });
    expect(revoked.ok()).toBe(true);

    // the next admin call answers 401: the tab forgets the token and opens the sign-in page, with the way back
    await page.getByRole("link", { name: "Go to the programme site" }).click();
    await expect(page).toHaveURL(/\/seouledutravel$/);
    // the programme page has drawn (the URL changes before a slow machine renders it; going back earlier would
    // leave the admin page mounted, with nothing asked anew)
    await expect(page.getByRole("heading", { level: 1, name: "Bring your school to Seoul" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=%2Fseouleduadmin$/);
    expect(await page.evaluate(() => sessionStorage.getItem("ADMIN_TOKEN"))).toBeNull();
  });
});
