import { describe, expect, it } from "vitest";
import { CAMERA_CONSTRAINTS, cameraProblem, canAskForCamera, frameSize } from "./camera";

const domError = (name: string) => Object.assign(new Error(name), { name });

describe("cameraProblem", () => {
  it("tells a refusal from a missing, busy or unsupported camera, across browsers' names", () => {
    expect(cameraProblem(domError("NotAllowedError"))).toBe("denied");
    expect(cameraProblem(domError("PermissionDeniedError"))).toBe("denied");
    expect(cameraProblem(domError("SecurityError"))).toBe("denied");
    expect(cameraProblem(domError("NotFoundError"))).toBe("absent");
    expect(cameraProblem(domError("OverconstrainedError"))).toBe("absent");
    expect(cameraProblem(domError("NotReadableError"))).toBe("busy");
    expect(cameraProblem(new TypeError("getUserMedia is not a function"))).toBe("unsupported");
    expect(cameraProblem(domError("SomethingNew"))).toBe("failed");
    expect(cameraProblem("no")).toBe("failed");
  });
});

describe("canAskForCamera", () => {
  it("needs getUserMedia (absent outside HTTPS and localhost)", () => {
    expect(canAskForCamera({ mediaDevices: { getUserMedia: () => undefined } })).toBe(true);
    expect(canAskForCamera({})).toBe(false);
    expect(canAskForCamera(undefined)).toBe(false);
  });
});

describe("CAMERA_CONSTRAINTS", () => {
  it("prefers the rear camera without demanding one, and never the microphone", () => {
    expect(CAMERA_CONSTRAINTS.audio).toBe(false);
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ facingMode: { ideal: "environment" } });
  });
});

describe("frameSize", () => {
  it("scales the longer side down to the limit and keeps the shape", () => {
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(720, 1280)).toEqual({ width: 360, height: 640 });
  });

  it("never scales up, and gives nothing for an empty frame", () => {
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 480)).toEqual({ width: 0, height: 0 });
  });
});
