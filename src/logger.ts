/** Where stages report progress; the CLI prints it to stderr, tests collect it. src/ never prints directly. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** How far a long phase has got; called often, so a logger that shows it must throttle. Optional. */
  progress?(phase: string, done: number, total: number): void;
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info: () => {}, warn: () => {} };
