import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge knows Tailwind's default scales only. Token names that it cannot classify on its own are
 * registered here, otherwise `cn("shadow-sm", "shadow-focus")` would keep both (it would read `focus` as a
 * shadow colour) and `cn("z-10", "z-toast")` would not dedupe. Keep in step with tailwind.config.ts.
 * Colours need no entry: any unknown `bg-*`/`text-*` word is already treated as a colour.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ["focus"],
    },
    classGroups: {
      z: [{ z: ["dropdown", "sticky", "overlay", "modal", "toast"] }],
      duration: [{ duration: ["fast", "normal", "slow", "toast"] }],
      ease: [{ ease: ["standard"] }],
      w: [{ w: ["toast"] }],
      "max-w": [{ "max-w": ["toast"] }],
    },
  },
});

/** Joins class names and lets later Tailwind classes win over earlier ones (a caller's `className` last). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
