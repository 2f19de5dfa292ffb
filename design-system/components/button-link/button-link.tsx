import { Slot, Slottable } from "@radix-ui/react-slot";
import { ExternalLink } from "lucide-react";
import { type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";
import { type ButtonIntent, type ButtonSize, buttonVariants } from "../button";

export type ButtonLinkVariants = {
  intent?: ButtonIntent | null;
  /** No `icon` size: a link needs visible text (use IconButton for icon-only actions). */
  size?: Exclude<ButtonSize, "icon"> | null;
};

/**
 * The button's classes (`buttonVariants`: same intents, sizes, hover and focus tokens) plus what a link needs:
 * no browser underline (`intent="link"` still underlines on hover). Also usable on a router link directly.
 */
export function buttonLinkVariants({ intent, size }: ButtonLinkVariants = {}) {
  return cn(buttonVariants({ intent, size }), "no-underline");
}

export type ButtonLinkProps = ComponentProps<"a"> &
  ButtonLinkVariants & {
    /**
     * Renders the single child element (a router's link, say) with the button's look instead of an `<a>`, so the
     * design system needs no router: `<ButtonLink asChild><RouterLink to="/x">Book</RouterLink></ButtonLink>`.
     */
    asChild?: boolean;
  };

const NEW_TAB_REL = ["noopener", "noreferrer"];

/** Adds `noopener noreferrer` to whatever `rel` the caller gave, without duplicates. */
function externalRel(rel: string | undefined): string {
  const words = new Set((rel ?? "").split(/\s+/).filter(Boolean));
  for (const word of NEW_TAB_REL) words.add(word);
  return [...words].join(" ");
}

/**
 * A link that looks like a button (`buttonVariants`): navigation stays a link for assistive technology and for
 * "open in new tab". `target="_blank"` adds `rel="noopener noreferrer"`, an icon and a hint for screen readers.
 */
export function ButtonLink({
  className,
  intent,
  size,
  asChild = false,
  children,
  target,
  rel,
  ...props
}: ButtonLinkProps) {
  const { messages } = useDsLocale();
  // with asChild, target and rel may sit on the child (<RouterLink target="_blank">); the child's props win
  // in Slot's merge, so the child itself gets the safe rel
  const child = asChild && isValidElement<{ target?: string; rel?: string }>(children) ? children : undefined;
  const external = (target ?? child?.props.target) === "_blank";
  const safeRel = external ? externalRel([rel, child?.props.rel].filter(Boolean).join(" ")) : rel;
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="button-link"
      data-intent={intent ?? "primary"}
      data-size={size ?? "md"}
      target={target}
      rel={safeRel}
      className={cn(buttonLinkVariants({ intent, size }), className)}
      {...props}
    >
      <Slottable>{child && external ? cloneElement(child, { rel: safeRel }) : children}</Slottable>
      {external && (
        <>
          <ExternalLink aria-hidden="true" />
          {/* the leading space keeps the hint a separate word in the accessible name */}
          <span className="sr-only">{` ${messages.data.buttonLink.newTab}`}</span>
        </>
      )}
    </Comp>
  );
}
