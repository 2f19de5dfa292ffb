import type { Domain } from "../../platform/context";
import { registerInquiryRoutes } from "./routes";

/** Questions from members, answered by operators. */
export const inquiriesDomain: Domain = {
  name: "inquiries",
  register: (app, ctx) => {
    registerInquiryRoutes(app, ctx);
  },
};
