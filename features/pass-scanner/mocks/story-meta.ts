import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import { DEVICE_NAMING, VENUE_KEY } from "../model/venue-choice";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { passScannerApi } from "./handlers";

/** Where the scanner lives in the stories (as the pass site mounts it). */
export const SCANNER_STORY_PATH = "/seoulitepass/qrcode";

/** The stories' scanner: one name, so every picture of the page is the same on every run. */
export const STORY_DEVICE = "pass-a1b2c3";

/** Forgets the venue an earlier story chose on the "device"; names the scanner. */
export function forgetDevice() {
  window.localStorage.removeItem(VENUE_KEY);
  window.localStorage.setItem(DEVICE_NAMING.key, STORY_DEVICE);
}

/**
 * The frame of the scanner's stories (title, component and tags stay with the story file): the screen at its
 * address, staff signed in, no venue kept from an earlier story, the scanner's mocked API.
 */
export const passScannerStoryMeta = {
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: SCANNER_STORY_PATH },
    msw: { handlers: passScannerApi().handlers },
  },
  // the device named before the screen reads it, and tidied after
  beforeEach: () => {
    forgetDevice();
    return signedInStory("admin", STORY_ADMIN_TOKEN, forgetDevice)();
  },
};
