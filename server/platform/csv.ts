import { csvField } from "@contracts/meetings";

/** A cell of a CSV row, as `csvField` takes it (null is an empty cell). */
export type CsvCell = string | number | boolean | null;

const BOM = "\uFEFF";

/**
 * A CSV file for spreadsheets: UTF-8 with a BOM (so Excel reads Korean), RFC 4180 lines ending in CRLF, every cell
 * through `csvField` (quoted where needed, a formula-looking text defused with a leading quote mark). The header is
 * the first row. One writer for every export (meeting records, survey results, education applications and reports).
 */
export function csvFile(header: readonly CsvCell[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) lines.push(row.map(csvField).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** The headers of a CSV download: its type and the file name it is saved as. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  };
}
