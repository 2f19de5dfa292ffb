import type { CheckInAnswer, DepartureTickets, ScanResult } from "@contracts/tours";

/** A passage through the gate: when, and which scanner let the ticket through. */
export type Passage = { at: string; device: string };

/** A check-in decided on this device while offline, waiting for the batch upload (the server dedupes by nonce). */
export type QueuedScan = { nonce: string; scanned: string; scanned_at: string; ticket_id: string };

/**
 * What this device holds of one departure: its tickets as downloaded (token hashes, holders, passages so far), the
 * passages it decided itself while offline, and those still to upload.
 */
export type GateBook = {
  tickets: DepartureTickets;
  passed: Record<string, Passage>;
  queue: QueuedScan[];
};

/** What the gate shows for one scan, decided by the server or on this device. */
export type Verdict = {
  result: ScanResult;
  holder: string | null;
  reservation_number: string | null;
  /** For `already_used`: the first passage. */
  first: Passage | null;
  /** Decided on this device without the server (to be uploaded when it is valid). */
  offline: boolean;
};

/** A scan decided offline that the server answered otherwise on upload (another device passed the ticket first). */
export type Conflict = { nonce: string; holder: string | null; answer: Verdict };

export const newBook = (tickets: DepartureTickets): GateBook => ({ tickets, passed: {}, queue: [] });

/**
 * A fresh download replaces the tickets; what this device decided and has not uploaded stays (the server does not
 * know it yet), so an offline passage is never forgotten by a refresh.
 */
export function refreshBook(book: GateBook | null, tickets: DepartureTickets): GateBook {
  if (!book || book.tickets.departure_id !== tickets.departure_id) return newBook(tickets);
  const waiting = new Set(book.queue.map((scan) => scan.ticket_id));
  const passed = Object.fromEntries(Object.entries(book.passed).filter(([id]) => waiting.has(id)));
  return { tickets, passed, queue: book.queue };
}

/** The first passage of a ticket this device knows of: the server's (downloaded or answered), else its own. */
function passageOf(book: GateBook, ticketId: string): Passage | null {
  const ticket = book.tickets.tickets.find((entry) => entry.id === ticketId);
  if (ticket?.checked_in_at) return { at: ticket.checked_in_at, device: ticket.checked_in_by ?? "" };
  return book.passed[ticketId] ?? null;
}

export type OfflineScan = {
  /** The hash of the token read (`scannedHash`), null for a text that is no ticket at all. */
  hash: string | null;
  scanned: string;
  nonce: string;
  at: string;
  device: string;
};

/**
 * Decides a scan from the downloaded list, as the server would: a ticket of this departure passes once (its passage
 * queued for upload), a second time it is already used (with the first passage), an unpaid or cancelled one is
 * invalid. A token not on the list cannot be told from a forged one without the server's key: invalid.
 */
export function decideOffline(book: GateBook, scan: OfflineScan): { verdict: Verdict; book: GateBook } {
  const ticket = scan.hash ? book.tickets.tickets.find((entry) => entry.token_hash === scan.hash) : undefined;
  const verdict = (result: ScanResult, first: Passage | null = null): Verdict => ({
    result,
    holder: ticket?.holder ?? null,
    reservation_number: ticket?.reservation_number ?? null,
    first,
    offline: true,
  });
  if (!ticket || !ticket.valid) return { verdict: verdict("invalid"), book };
  const first = passageOf(book, ticket.id);
  if (first) return { verdict: verdict("already_used", first), book };
  const passage = { at: scan.at, device: scan.device };
  return {
    verdict: verdict("valid"),
    book: {
      ...book,
      passed: { ...book.passed, [ticket.id]: passage },
      queue: [...book.queue, { nonce: scan.nonce, scanned: scan.scanned, scanned_at: scan.at, ticket_id: ticket.id }],
    },
  };
}

/** The server's answer in the gate's words. */
export function verdictOf(answer: CheckInAnswer): Verdict {
  return {
    result: answer.result,
    holder: answer.ticket?.holder ?? null,
    reservation_number: answer.ticket?.reservation_number ?? null,
    first: answer.first,
    offline: false,
  };
}

/** Marks a ticket the server says has passed, so the device decides it as used should the network go later. */
export function notePassage(book: GateBook, answer: CheckInAnswer, device: string): GateBook {
  const ticketId = answer.ticket?.id;
  if (!ticketId || (answer.result !== "valid" && answer.result !== "already_used")) return book;
  const passage = answer.first ?? { at: answer.ticket?.checked_in_at ?? new Date().toISOString(), device };
  return {
    ...book,
    tickets: {
      ...book.tickets,
      tickets: book.tickets.tickets.map((ticket) =>
        ticket.id === ticketId && !ticket.checked_in_at
          ? { ...ticket, checked_in_at: passage.at, checked_in_by: passage.device }
          : ticket,
      ),
    },
  };
}

/**
 * The server's answers to an uploaded queue: each answered scan leaves the queue (the server has decided it), an
 * accepted one becomes the server's passage, and one the server refused (another device passed the ticket first,
 * or it is no longer valid) is a conflict to show. Scans the server did not answer stay queued.
 */
export function settleUpload(
  book: GateBook,
  answers: readonly CheckInAnswer[],
  device: string,
): { book: GateBook; accepted: number; conflicts: Conflict[] } {
  let next = book;
  let accepted = 0;
  const conflicts: Conflict[] = [];
  const answered = new Set<string>();
  for (const answer of answers) {
    const scan = book.queue.find((entry) => entry.nonce === answer.nonce);
    if (!scan) continue;
    answered.add(answer.nonce);
    const { [scan.ticket_id]: _mine, ...passed } = next.passed;
    next = notePassage({ ...next, passed }, answer, device);
    if (answer.result === "valid") accepted += 1;
    else conflicts.push({ nonce: answer.nonce, holder: answer.ticket?.holder ?? null, answer: verdictOf(answer) });
  }
  return { book: { ...next, queue: next.queue.filter((scan) => !answered.has(scan.nonce)) }, accepted, conflicts };
}

/** The scans of a queue in the batch endpoint's shape. */
export const uploadOf = (book: GateBook) =>
  book.queue.map(({ nonce, scanned, scanned_at }) => ({
    nonce,
    scanned,
    scanned_at,
    departure_id: book.tickets.departure_id,
  }));
