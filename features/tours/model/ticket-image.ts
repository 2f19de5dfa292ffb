import type { Ticket } from "@contracts/tours";
import { qrMatrix } from "@ds";

/** What the saved image says beside the code, already in the page's language. */
export type TicketImageText = {
  holder: string;
  course: string;
  /** "Wed, May 20, 2026 · 09:00 KST" */
  departure: string;
  /** "Ticket 1 of 2" */
  position: string;
  number: string;
};

export type TicketImageColors = { ground: string; ink: string };

/** A phone-sized portrait card: wide enough for a QR code a gate's camera reads off a screen at arm's length. */
export const TICKET_IMAGE = { width: 720, height: 1080, qr: 520, padding: 48 } as const;

/** The file a saved ticket gets: the reservation and the traveller, never the token. */
export const ticketImageName = (ticket: Pick<Ticket, "reservation_number" | "traveler">) =>
  `ticket-${ticket.reservation_number}-${ticket.traveler}.png`;

/** Splits `text` into lines no wider than `width` as `measure` counts it (words, or characters for CJK runs). */
export function wrapText(text: string, width: number, measure: (part: string) => number): string[] {
  const words = text.split(/(\s+)/).filter((part) => part !== "");
  const lines: string[] = [];
  let line = "";
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = "";
  };
  for (const word of words) {
    if (measure(line + word) <= width) {
      line += word;
      continue;
    }
    push();
    if (measure(word) <= width) {
      line = word.trimStart();
      continue;
    }
    // one word wider than the line (a long Korean phrase without spaces): cut it by characters
    for (const char of word) {
      if (measure(line + char) > width) push();
      line += char;
    }
  }
  push();
  return lines;
}

/** Draws a ticket: the course, the QR code of `value` (the ticket's page) and who, when and which ticket. */
export function drawTicket(
  context: CanvasRenderingContext2D,
  value: string,
  text: TicketImageText,
  colors: TicketImageColors,
): void {
  const { width, height, qr, padding } = TICKET_IMAGE;
  context.fillStyle = colors.ground;
  context.fillRect(0, 0, width, height);
  context.fillStyle = colors.ink;
  context.textBaseline = "top";
  const inner = width - padding * 2;
  let y = padding;
  const write = (line: string, font: string, lineHeight: number) => {
    context.font = font;
    for (const part of wrapText(line, inner, (s) => context.measureText(s).width)) {
      context.fillText(part, padding, y);
      y += lineHeight;
    }
  };
  write(text.course, "bold 36px sans-serif", 46);
  y += 16;

  const matrix = qrMatrix(value, "M");
  // four modules of quiet zone, as scanners expect, inside the square
  const module = Math.floor(qr / (matrix.size + 8));
  const side = module * (matrix.size + 8);
  const left = Math.round((width - side) / 2);
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.isDark(row, col)) context.fillRect(left + (col + 4) * module, y + (row + 4) * module, module, module);
    }
  }
  y += side + 24;

  write(text.holder, "bold 34px sans-serif", 44);
  write(text.position, "28px sans-serif", 38);
  write(text.departure, "28px sans-serif", 38);
  context.font = "24px monospace";
  context.fillText(text.number, padding, Math.max(y + 8, height - padding - 24));
}

/** The theme's own white and ink (the image is always light, as scanners want), or plain ones outside a page. */
function tokenColors(): TicketImageColors {
  const style = getComputedStyle(document.documentElement);
  return {
    ground: style.getPropertyValue("--ds-white").trim() || "white",
    ink: style.getPropertyValue("--ds-neutral-900").trim() || "black",
  };
}

/** Draws the ticket on a canvas and downloads it as a PNG the guest can keep in a phone's photos. */
export async function saveTicketImage(ticket: Ticket, value: string, text: TicketImageText): Promise<void> {
  const canvas = document.createElement("canvas");
  canvas.width = TICKET_IMAGE.width;
  canvas.height = TICKET_IMAGE.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  drawTicket(context, value, text, tokenColors());
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The image could not be made.");
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = ticketImageName(ticket);
    link.click();
  } finally {
    // the click has started the download; the address is no longer needed
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
