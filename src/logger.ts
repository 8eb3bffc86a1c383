/** Where stages report progress; the CLI prints it to stderr, tests collect it. src/ never prints directly. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info: () => {}, warn: () => {} };
