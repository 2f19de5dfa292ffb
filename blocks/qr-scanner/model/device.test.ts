import { describe, expect, it } from "vitest";
import { deviceName, memoryStore, scanNonce } from "./device";

const GATE = { key: "gate.device", prefix: "gate" };

describe("deviceName", () => {
  it("makes a name once and keeps it on the device", () => {
    const store = memoryStore();
    expect(deviceName(store, GATE, () => "3F2A9C1B-0000-4000-8000-000000000000")).toBe("gate-3f2a9c");
    expect(store.getItem("gate.device")).toBe("gate-3f2a9c");
    expect(deviceName(store, GATE, () => "ffffffff-0000-4000-8000-000000000000")).toBe("gate-3f2a9c");
  });

  it("keeps each scanner's name under its own key and prefix", () => {
    const store = memoryStore();
    deviceName(store, GATE, () => "aaaaaa00-0000");
    expect(deviceName(store, { key: "pass.device", prefix: "pass" }, () => "bbbbbb00-0000")).toBe("pass-bbbbbb");
    expect(store.keys().sort()).toEqual(["gate.device", "pass.device"]);
  });

  it("replaces a kept value that is not one of its names", () => {
    const store = memoryStore();
    store.setItem("pass.device", "gate-123456");
    expect(deviceName(store, { key: "pass.device", prefix: "pass" }, () => "c0ffee00")).toBe("pass-c0ffee");
  });

  it("names the visit when the device refuses to keep anything", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => undefined,
    };
    expect(deviceName(refusing, GATE, () => "abcdef12")).toBe("gate-abcdef");
  });
});

describe("scanNonce", () => {
  it("is a fresh id the scan contracts accept", () => {
    const first = scanNonce();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(scanNonce()).not.toBe(first);
  });
});
