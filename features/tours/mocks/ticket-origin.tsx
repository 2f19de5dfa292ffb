import type { Decorator } from "@storybook/react-vite";
import { TicketOriginContext } from "../components/ticket-card";
import { STORY_ORIGIN } from "./fixtures";

/** Stories' tickets name one fixed origin in their QR codes, so their pictures stay the same on any port. */
export const withTicketOrigin: Decorator = (Story) => (
  <TicketOriginContext.Provider value={STORY_ORIGIN}>
    <Story />
  </TicketOriginContext.Provider>
);
