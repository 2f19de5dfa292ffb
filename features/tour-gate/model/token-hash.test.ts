import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scannedHash, tokenHash } from "./token-hash";

const TOKEN = `T1.42.2.${"aB3_-".repeat(8)}xyz`;

describe("tokenHash", () => {
  it("is the server's hash of the token: SHA-256, base64url without padding", async () => {
    const server = createHash("sha256").update(TOKEN).digest("base64url");
    expect(await tokenHash(TOKEN)).toBe(server);
    expect(await tokenHash(TOKEN)).not.toContain("=");
  });

  it("hashes the token inside a ticket page's address, not the address", async () => {
    const expected = await tokenHash(TOKEN);
    expect(await scannedHash(`https://summit.example/apec2025/qrcode/${TOKEN}?utm=poster`)).toBe(expected);
    expect(await scannedHash(`  ${TOKEN}  `)).toBe(expected);
  });

  it("answers null for anything that is not a ticket", async () => {
    expect(await scannedHash("https://elsewhere.example/ticket")).toBeNull();
    expect(await scannedHash("T1.42.2.short")).toBeNull();
  });
});
