import type { ArgTypes } from "@storybook/react-vite";

type Options = Readonly<Record<string, readonly unknown[]>>;

/** The props each kind of control edits on the controls panel. */
export type ArgControls = {
  boolean?: readonly string[];
  text?: readonly string[];
  number?: readonly string[];
  object?: readonly string[];
  /** Props kept off the panel (children, callbacks). */
  none?: readonly string[];
  /** Props chosen with inline radio buttons, with their options. */
  radio?: Options;
  /** Props chosen from a dropdown, with their options. */
  select?: Options;
};

/** A story file's `argTypes`, listed by control instead of prop by prop. */
export function argControls({ boolean, text, number, object, none, radio, select }: ArgControls): ArgTypes {
  const argTypes: ArgTypes = {};
  const plain = [
    ["boolean", boolean],
    ["text", text],
    ["number", number],
    ["object", object],
  ] as const;
  for (const [control, props] of plain) {
    for (const prop of props ?? []) argTypes[prop] = { control };
  }
  for (const prop of none ?? []) argTypes[prop] = { control: false };
  for (const [prop, options] of Object.entries(radio ?? {})) argTypes[prop] = { control: "inline-radio", options };
  for (const [prop, options] of Object.entries(select ?? {})) argTypes[prop] = { control: "select", options };
  return argTypes;
}
