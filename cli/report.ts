// How `validate` and `build` print their problems: `--format text|json|github`. The formatters are in
// src/diagnostics/ (format.ts, format-json.ts, format-github.ts); this module only picks them and the stream.
import { Option } from 'commander';
import { type Diagnostic, EvguideError, formatGithub, formatJson, formatReport } from '../src/diagnostics/index.ts';

/** What `--format` of validate and build accepts. */
export const reportFormats = ['text', 'json', 'github'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** `-f, --format`: how problems are printed; without it, text (and annotations too inside GitHub Actions). */
export const reportFormatOption = () =>
  new Option(
    '-f, --format <format>',
    'how to print problems: text (on stderr), json (one report on stdout) or github (GitHub Actions annotations on stdout); default text, and annotations as well when GITHUB_ACTIONS=true',
  ).choices(reportFormats);

/** Thrown once a failed run's problems are printed: the exit code is decided, nothing is left to print. */
export class Reported {
  constructor(readonly code: number) {}
}

/**
 * The outputs of a run: the one asked for, else text; in GitHub Actions (which sets GITHUB_ACTIONS=true) the
 * annotations too, so a workflow that runs `evguide validate` as it would locally gets them on the pull request.
 */
export function reportOutputs(format: ReportFormat | undefined, env: NodeJS.ProcessEnv = process.env): ReportFormat[] {
  if (format) return [format];
  return env.GITHUB_ACTIONS === 'true' ? ['text', 'github'] : ['text'];
}

/** What a command tells its report while it runs. */
export interface Report {
  /** Whether the text output is on: the command prints its own human lines (warnings, the ✓ line) then. */
  readonly text: boolean;
  /** The warnings of a run that goes on: kept for the json and github outputs (locating them costs a parse). */
  warned(warnings: () => readonly Diagnostic[]): void;
}

/**
 * Runs a command's work and prints its diagnostics in every output: on success the warnings (json prints its
 * report, with ok true, even when there are none); on an EvguideError every problem, then throws {@link Reported}.
 */
export async function reporting(format: ReportFormat | undefined, work: (report: Report) => Promise<void>): Promise<void> {
  const outputs = reportOutputs(format);
  const machine = outputs.some((output) => output !== 'text');
  const warnings: Diagnostic[] = [];
  const report: Report = {
    text: outputs.includes('text'),
    warned: (list) => {
      if (machine) warnings.push(...list());
    },
  };
  try {
    await work(report);
  } catch (error) {
    if (!(error instanceof EvguideError)) throw error;
    for (const output of outputs) print(output, error.diagnostics, false);
    throw new Reported(1);
  }
  for (const output of outputs) if (output !== 'text') print(output, warnings, true);
}

/** One output of a run's diagnostics: text on stderr as ever, the machine-readable ones on stdout. */
function print(output: ReportFormat, diagnostics: readonly Diagnostic[], ok: boolean): void {
  if (output === 'json') process.stdout.write(formatJson(diagnostics, ok));
  else if (output === 'github') process.stdout.write(formatGithub(diagnostics));
  else process.stderr.write(`${formatReport(diagnostics)}\n`);
}
