import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import { DEVICE_KEY } from "../model/gate-store";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { gateApi } from "./handlers";

/** Where the gate lives in the stories (as the summit site mounts it). */
export const GATE_STORY_PATH = "/apec2025/qrcode";

/** The stories' scanner: one name, so every picture of the page is the same on every run. */
export const STORY_DEVICE = "gate-a1b2c3";

/** Forgets what an earlier story kept on the "device" (its departures' tickets and queues); names the scanner. */
export function forgetDevice() {
  for (const key of Object.keys(window.localStorage))
    if (key.startsWith("tour-gate.departure.")) window.localStorage.removeItem(key);
  window.localStorage.setItem(DEVICE_KEY, STORY_DEVICE);
}

/**
 * The frame of the gate's stories (title, component and tags stay with the story file): the screen at its address,
 * an operator signed in, nothing kept on the device from an earlier story, the gate's mocked API.
 */
export const gateStoryMeta = {
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: GATE_STORY_PATH },
    msw: { handlers: gateApi().handlers },
  },
  beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN, forgetDevice),
};
