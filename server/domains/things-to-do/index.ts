import type { Domain } from "../../platform/context";
import { registerThingsToDoRoutes } from "./routes";

/** What is on in Seoul for the visitor pass site: festivals, exhibitions, shows, markets, by Korean day. */
export const thingsToDoDomain: Domain = {
  name: "things-to-do",
  register: (app, ctx) => registerThingsToDoRoutes(app, ctx),
};
