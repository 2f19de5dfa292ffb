export const LOG_LEVELS = ["silent", "error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Fields = Record<string, unknown>;

export type Logger = {
  level: LogLevel;
  error: (msg: string, fields?: Fields) => void;
  warn: (msg: string, fields?: Fields) => void;
  info: (msg: string, fields?: Fields) => void;
  debug: (msg: string, fields?: Fields) => void;
};

export function parseLogLevel(value: string | undefined, fallback: LogLevel): LogLevel {
  const v = value?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(v ?? "") ? (v as LogLevel) : fallback;
}

function serializeError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/** One JSON object per line on stdout (or `write`), so log collectors need no parsing rules. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Fields = {}) => {
      if (rank < LOG_LEVELS.indexOf(name)) return;
      const entry: Fields = { level: name, time: new Date().toISOString(), msg, ...fields };
      if ("error" in entry) entry.error = serializeError(entry.error);
      write(`${JSON.stringify(entry)}\n`);
    };
  return { level, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}
