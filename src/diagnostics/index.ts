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
export { codeFrame, formatDiagnostic, formatReport } from './format.ts';
export { describeSystemError, isSystemError } from './system-error.ts';
