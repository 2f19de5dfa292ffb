import type { Domain } from "../../platform/context";
import { registerAuditRoutes } from "./routes";

/** The operators' audit trail of the shop's console (ADR 0034): written by each domain's operator changes, read here. */
export const auditDomain: Domain = {
  name: "audit",
  register: registerAuditRoutes,
};
