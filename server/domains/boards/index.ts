import type { Domain } from "../../platform/context";
import { registerBoardRoutes } from "./routes";
import { registerAttachmentRoutes } from "./attachment-routes";

/** Every site's boards (notices, events, news, FAQ, press, media) and their attachments. */
export const boardsDomain: Domain = {
  name: "boards",
  register: (app, ctx) => {
    registerBoardRoutes(app, ctx);
    registerAttachmentRoutes(app, ctx);
  },
};
