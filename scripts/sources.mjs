// Writes src/schema/sources.ts from the collections declared in src/schema/collections.ts. `npm run sources`;
// tests/unit/schema.test.ts fails when the file is out of date.
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { sourcesFile } = await import('../src/schema/sources-file.ts');
writeFileSync('src/schema/sources.ts', sourcesFile());
process.stderr.write('✓ wrote src/schema/sources.ts\n');
