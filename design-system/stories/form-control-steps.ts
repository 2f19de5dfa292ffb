import type { Canvas } from "storybook/internal/types";
import { expect } from "storybook/test";
import { applyPseudoStates, tokenColor } from "../components/field/story-pseudo-states";
import { catalogParameters, type ForcedStates } from "./catalog";

type Role = Parameters<Canvas["getByRole"]>[0];

/**
 * A form control's Catalog: `parameters` forcing the named controls hovered and focused, and the play step
 * that waits until the forced states are drawn.
 */
export function formControlCatalog(states: ForcedStates) {
  return {
    parameters: catalogParameters(states, { fullscreen: true }),
    applyStates: () => applyPseudoStates([...states.hover, ...states.focusVisible]),
  };
}

/**
 * In a sizes x states Catalog whose controls are named "<state> <size>": the hovered control wears the `hover`
 * border token (unlike one at rest), the focused one the `focus` token. Returns the border reader for more checks.
 */
export async function expectHoverAndFocusBorders(canvas: Canvas, role: Role, restingState: string) {
  const border = (name: string) => getComputedStyle(canvas.getByRole(role, { name })).borderTopColor;
  await expect(border("hover md")).toBe(tokenColor("hover"));
  await expect(border("hover md")).not.toBe(border(`${restingState} md`));
  await expect(border("focus md")).toBe(tokenColor("focus"));
  return border;
}

/** The field marks the control invalid and required and describes it with its hint and error. */
export async function expectRequiredWithError(control: HTMLElement, description: string): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAttribute("aria-required", "true");
  await expect(control).toHaveAccessibleDescription(description);
}

/** One control per size, named "<name>, <size>", each as tall as the size says. */
export async function expectHeightsBySize(
  canvas: Canvas,
  role: Role,
  name: string,
  heights: Readonly<Record<string, number>>,
): Promise<void> {
  const sizes = Object.keys(heights);
  const measured = sizes.map((size) => canvas.getByRole(role, { name: `${name}, ${size}` }).offsetHeight);
  await expect(measured).toEqual(sizes.map((size) => heights[size]));
}
