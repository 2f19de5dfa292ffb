import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// the build folder of this worker's server (playwright.config.ts): the other worker's pages never see it change
const VERSION_FILE = path.join(process.env.E2E_STATIC_DIR ?? "dist/client", "version.json");

test("a new version file makes open pages offer a reload; declining stops the checks", async ({ page }) => {
  const original = readFileSync(VERSION_FILE, "utf8");
  try {
    const firstCheck = page.waitForResponse((res) => res.url().endsWith("/version.json"));
    await page.goto("/main");
    // the whole first answer, not only its headers: the server streams the file after the headers, so writing the
    // new version as soon as they arrive could let the first read see it and take it for the running version
    await (await firstCheck).finished();
    writeFileSync(VERSION_FILE, JSON.stringify({ version: `next-${Date.now()}` }));
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("A new version has been detected. Would you like to refresh the page?");
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toBeHidden();

    let checksAfterNo = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/version.json")) checksAfterNo += 1;
    });
    await page.waitForTimeout(2500);
    expect(checksAfterNo).toBe(0);
  } finally {
    writeFileSync(VERSION_FILE, original);
  }
});

test("accepting the prompt reloads the page", async ({ page }) => {
  const original = readFileSync(VERSION_FILE, "utf8");
  try {
    const firstCheck = page.waitForResponse((res) => res.url().endsWith("/version.json"));
    await page.goto("/main");
    // the whole first answer, not only its headers: the server streams the file after the headers, so writing the
    // new version as soon as they arrive could let the first read see it and take it for the running version
    await (await firstCheck).finished();
    writeFileSync(VERSION_FILE, JSON.stringify({ version: `next-${Date.now()}` }));
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Yes" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    writeFileSync(VERSION_FILE, original);
  }
});
