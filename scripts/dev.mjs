// Development: the API server (watch mode, port API_PORT or 3001) and Vite (port PORT or 3000, proxying /api).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
// Mailed links (password reset, survey) must open the pages Vite serves, not the API's port, and the API takes
// them only from PUBLIC_ORIGINS or its own loopback origin: name Vite's origins unless the caller set their own.
const sitePort = process.env.PORT ?? "3000";
const siteHosts = [
  "localhost",
  "127.0.0.1",
  ...(process.env.MART_HOSTS ?? "mart.localhost").split(","),
  ...(process.env.SUMMIT_HOSTS ?? "summit.localhost").split(","),
];
const publicOrigins =
  process.env.PUBLIC_ORIGINS ??
  siteHosts
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => `http://${host}:${sitePort}`)
    .join(",");
const children = [
  spawn("node_modules/.bin/tsx", ["watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_ORIGINS: publicOrigins, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
  }),
  spawn("node_modules/.bin/vite", [], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
