// The project's own rules, registered under the `local/` prefix.
import { noRawColors } from "./rules/no-raw-colors.js";

export const localPlugin = {
  meta: { name: "local" },
  rules: {
    "no-raw-colors": noRawColors,
  },
};
