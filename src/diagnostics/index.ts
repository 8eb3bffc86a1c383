export { catalogue } from './catalogue.ts';
export {
  diagnostic,
  EvguideError,
  sortDiagnostics,
  UsageError,
  type Definition,
  type Diagnostic,
  type SourceLocation,
} from './diagnostic.ts';
export { codeFrame, escapeControls, formatDiagnostic, formatReport, hintLine } from './format.ts';
export { escapeData, escapeProperty, formatAnnotation, formatGithub } from './format-github.ts';
export { diagnosticsJsonSchema, diagnosticsReport, diagnosticsReportSchema, formatJson, type DiagnosticsReport } from './format-json.ts';
export { describeSystemError, isSystemError } from './system-error.ts';
