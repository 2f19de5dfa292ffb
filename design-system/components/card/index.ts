export * from "./card";
