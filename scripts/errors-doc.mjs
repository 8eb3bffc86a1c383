// Writes the generated diagnostics docs: docs/errors.md (every code, with an example that is run to get its report)
// and docs/diagnostics.schema.json (the JSON Schema of `--format json`). `npm run docs:errors`; tests check both.
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { errorsDoc } = await import('../src/docs/errors-doc.ts');
const { diagnosticsJsonSchema } = await import('../src/diagnostics/format-json.ts');
writeFileSync('docs/errors.md', await errorsDoc());
writeFileSync('docs/diagnostics.schema.json', `${JSON.stringify(diagnosticsJsonSchema(), null, 2)}\n`);
process.stderr.write('✓ wrote docs/errors.md and docs/diagnostics.schema.json\n');
