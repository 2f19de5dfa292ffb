import type { Config } from "tailwindcss";

/**
 * Tailwind names for the design tokens. Every value is a `var(--ds-...)` reference to design-system/tokens.css,
 * so a theme class on <html> re-colours everything without rebuilding CSS. Loaded from design-system/theme.css
 * through `@config`. Names added here that tailwind-merge cannot guess are registered in design-system/lib/cn.ts.
 */
const token = (name: string) => `var(--ds-${name})`;

export default {
  // Tailwind 4 also detects sources on its own; these globs name the folders that render UI.
  content: ["./design-system/**/*.{ts,tsx}", "./features/**/*.{ts,tsx}", "./sites/**/*.{ts,tsx,html}"],
  // `dark:` matches inside `.dark`; most dark styling needs no variant because the tokens switch.
  darkMode: "selector",
  theme: {
    extend: {
      colors: {
        surface: token("surface"),
        foreground: token("foreground"),
        muted: {
          DEFAULT: token("muted"),
          foreground: token("muted-foreground"),
        },
        border: token("border"),
        input: token("input"),
        hover: token("hover"),
        focus: token("focus"),
        primary: {
          DEFAULT: token("primary"),
          hover: token("primary-hover"),
          foreground: token("primary-foreground"),
        },
        secondary: {
          DEFAULT: token("secondary"),
          foreground: token("secondary-foreground"),
        },
        danger: {
          DEFAULT: token("danger"),
          hover: token("danger-hover"),
          foreground: token("danger-foreground"),
        },
        toast: {
          success: token("toast-success"),
          error: token("toast-error"),
          info: token("toast-info"),
          warning: token("toast-warning"),
          foreground: token("toast-foreground"),
        },
      },
      fontFamily: {
        sans: token("font-sans"),
        mono: token("font-mono"),
      },
      borderRadius: {
        sm: token("radius-sm"),
        md: token("radius-md"),
        lg: token("radius-lg"),
        xl: token("radius-xl"),
      },
      boxShadow: {
        sm: token("shadow-sm"),
        md: token("shadow-md"),
        lg: token("shadow-lg"),
        focus: token("shadow-focus"),
      },
      zIndex: {
        dropdown: token("z-dropdown"),
        sticky: token("z-sticky"),
        overlay: token("z-overlay"),
        modal: token("z-modal"),
        toast: token("z-toast"),
      },
      transitionDuration: {
        fast: token("duration-fast"),
        normal: token("duration-normal"),
        slow: token("duration-slow"),
        toast: token("toast-duration"),
      },
      transitionTimingFunction: {
        standard: token("ease-standard"),
      },
      width: {
        toast: token("toast-width"),
      },
      maxWidth: {
        toast: token("toast-width"),
      },
    },
  },
} satisfies Config;
