// `npm run chromatic`: publishes the Storybook to Chromatic for visual review. It needs a project token and
// network access; CI here never depends on it (the offline screenshot comparison in `npm test` is the gate).
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      "Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN (from your Chromatic project's Manage page)",
      "and run this again on a machine with internet access. Nothing was built or uploaded.",
      "Offline visual regression runs with `npm test` (or `npm run test:stories`); refresh baselines with",
      "`npm run test:screenshots:update`.",
    ].join("\n"),
  );
  process.exit(1);
}

const result = spawnSync(
  "node_modules/.bin/chromatic",
  ["--build-script-name", "build-storybook", "--exit-zero-on-changes", ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
