export * from "./components/button";
export { cn } from "./lib/cn";
