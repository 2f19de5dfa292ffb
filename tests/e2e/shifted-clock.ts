import { createInterface } from "node:readline";

// Loaded before the server of the QR pass journey (qr-pass.spec.ts): the journey books a visit for a later day and
// the venue's scan settles it on that day, so the server's clock is moved ahead while it runs. A line
// `shift <milliseconds>` on the server's standard input sets how far ahead every `Date` of the process is (the
// embedded database's clock too); the server answers `shifted <milliseconds>` on its standard output.

const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;

createInterface({ input: process.stdin }).on("line", (line) => {
  const match = /^shift (-?\d+)$/.exec(line.trim());
  if (!match) return;
  offset = Number(match[1]);
  process.stdout.write(`shifted ${offset}\n`);
});
