import type { Domain } from "../../platform/context";
import { registerQnaRoutes } from "./qna-routes";
import { registerInquiryRoutes } from "./routes";

/** Questions from members, answered by operators; a microsite's shown on its public Q&A board. */
export const inquiriesDomain: Domain = {
  name: "inquiries",
  register: (app, ctx) => {
    registerInquiryRoutes(app, ctx);
    registerQnaRoutes(app, ctx);
  },
};
