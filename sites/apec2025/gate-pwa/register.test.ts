import { describe, expect, it, vi } from "vitest";
import { type GateWorkerHost, registerGateWorker } from "./register";

function hostAt(pathname: string, overrides: Partial<GateWorkerHost> = {}, online = true) {
  const waiting = { postMessage: vi.fn() };
  const registration = { waiting } as unknown as ServiceWorkerRegistration;
  const register = vi.fn(() => Promise.resolve(registration));
  const host: GateWorkerHost = {
    production: true,
    location: { pathname },
    navigator: { onLine: online, serviceWorker: { register } },
    ...overrides,
  };
  return { host, register, registration, waiting };
}

describe("registerGateWorker", () => {
  it("registers the worker for the scanner's scope, always asking the server for its script", async () => {
    const { host, register, registration } = hostAt("/apec2025/qrcode");
    await expect(registerGateWorker(host)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith("/apec2025/gate-sw.js", {
      scope: "/apec2025/qrcode",
      updateViaCache: "none",
    });
  });

  it("registers on a ticket's page below the scanner too (the same scope)", async () => {
    const { host, register } = hostAt("/apec2025/qrcode/T1.1.1.abc");
    await registerGateWorker(host);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("does nothing outside the production build (development, Storybook's and the tests' servers have no worker)", async () => {
    const { host, register } = hostAt("/apec2025/qrcode", { production: false });
    await expect(registerGateWorker(host)).resolves.toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it("does nothing on any other page, e.g. a story's frame or the site's home", async () => {
    for (const pathname of ["/iframe.html", "/apec2025", "/apec2025/qrcodes", "/main"]) {
      const { host, register } = hostAt(pathname);
      await expect(registerGateWorker(host)).resolves.toBeNull();
      expect(register, pathname).not.toHaveBeenCalled();
    }
  });

  it("does nothing outside a browser", async () => {
    await expect(registerGateWorker(null)).resolves.toBeNull();
  });

  it("leaves the page online-only, without an error, where service workers are missing or refused", async () => {
    const { host } = hostAt("/apec2025/qrcode");
    await expect(registerGateWorker({ ...host, navigator: { onLine: true } })).resolves.toBeNull();
    const refused = vi.fn(() => Promise.reject(new DOMException("The operation is insecure.", "SecurityError")));
    await expect(
      registerGateWorker({ ...host, navigator: { onLine: true, serviceWorker: { register: refused } } }),
    ).resolves.toBeNull();
    expect(refused).toHaveBeenCalled();
  });

  it("a newer build's waiting worker takes over when the page started online (the page is that build)", async () => {
    const { host, waiting } = hostAt("/apec2025/qrcode");
    await registerGateWorker(host);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });

  it("started offline (the kept page of the active worker), a waiting worker keeps waiting", async () => {
    const { host, waiting } = hostAt("/apec2025/qrcode", {}, false);
    await registerGateWorker(host);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
