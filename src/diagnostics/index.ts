export { catalogue } from './catalogue.ts';
export { diagnostic, EvguideError, sortDiagnostics, type Diagnostic, type SourceLocation } from './diagnostic.ts';
export { codeFrame, formatDiagnostic, formatReport } from './format.ts';
