import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, useId, useMemo } from "react";
import { cn } from "../../lib/cn";
import { type QrErrorCorrection, qrMatrix, qrPath } from "./qr-matrix";

export const qrCodeVariants = cva(
  [
    // theme: always the light tokens (`lite`, the spec's light-theme class): scanners read dark modules on a
    // light ground, and many fail on an inverted code in the dark theme
    "lite",
    // layout
    "inline-flex flex-col items-center gap-2",
    // look: the surface is the quiet zone's colour, the foreground the modules' (`currentColor`)
    "rounded-md bg-surface text-foreground",
  ],
  {
    variants: {
      size: {
        sm: "[&_svg]:size-24",
        md: "[&_svg]:size-40",
        lg: "[&_svg]:size-56",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type QrCodeVariants = VariantProps<typeof qrCodeVariants>;
export type QrCodeSize = NonNullable<QrCodeVariants["size"]>;

export type QrCodeProps = Omit<ComponentProps<"figure">, "children"> &
  QrCodeVariants & {
    /** What the code holds: a URL, a reservation number, a visitor pass token. Must not be empty. */
    value: string;
    /** The accessible name of the image ("QR code for reservation R-0142"); also the caption when shown. */
    label: string;
    /** Shows `label` as a caption under the code. */
    showLabel?: boolean;
    /** Higher levels survive more damage (a logo on top, a scratched print) but need a denser code. */
    errorCorrection?: QrErrorCorrection;
    /** Quiet zone around the code, in modules; scanners need about 4. */
    margin?: number;
  };

/**
 * Shows `value` as a QR code: an SVG drawn from the module matrix of the `qrcode` package (crisp at any size),
 * `role="img"` named by `label`. The modules use `currentColor` on the surface token, always in the light theme.
 */
export function QrCode({
  value,
  label,
  showLabel = false,
  errorCorrection = "M",
  margin = 4,
  size,
  className,
  ...props
}: QrCodeProps) {
  const captionId = useId();
  const { matrix, path } = useMemo(() => {
    const matrix = qrMatrix(value, errorCorrection);
    return { matrix, path: qrPath(matrix, margin) };
  }, [value, errorCorrection, margin]);
  const extent = matrix.size + margin * 2;

  return (
    <figure
      data-slot="qr-code"
      data-version={matrix.version}
      className={cn(qrCodeVariants({ size }), className)}
      {...props}
    >
      <svg
        role="img"
        {...(showLabel ? { "aria-labelledby": captionId } : { "aria-label": label })}
        viewBox={`0 0 ${extent} ${extent}`}
        shapeRendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={path} fill="currentColor" />
      </svg>
      {showLabel && (
        <figcaption id={captionId} className="max-w-56 px-2 pb-2 text-center text-sm">
          {label}
        </figcaption>
      )}
    </figure>
  );
}
