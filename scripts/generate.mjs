// Writes the files made from others, which tests check are up to date (`npm run generate`):
// - src/schema/sources.ts, from the collections declared in src/schema/collections.ts (what `evguide query` reads
//   without loading zod);
// - templates/pages/index.ts, the page templates by name, from the files of templates/pages/.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const TEMPLATES = join(root, 'templates/pages');

/** The text of templates/pages/index.ts: each file of templates/pages/ exports the template it is named after. */
export function templatesIndex() {
  const names = readdirSync(TEMPLATES)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
  return `// Made by \`npm run generate\` from the files of templates/pages/, each exporting the template it is named after.
import type { ComponentType } from 'react';
${names.map((name) => `import { ${name} } from './${name}.tsx';`).join('\n')}

/** Every page template by name: a page names its template, and the render stage (main thread or worker) finds it here. */
export const templates = {
${names.map((name) => `  ${name},`).join('\n')}
} satisfies Record<string, ComponentType<never>>;

export type TemplateName = keyof typeof templates;
`;
}

if (process.argv[1] === import.meta.filename) {
  register();
  const { sourcesFile } = await import('../src/schema/sources-file.ts');
  const written = ['src/schema/sources.ts', 'templates/pages/index.ts'];
  writeFileSync(join(root, written[0]), sourcesFile());
  writeFileSync(join(root, written[1]), templatesIndex());
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...written], { cwd: root, stdio: 'ignore' });
  process.stderr.write(`✓ wrote ${written.join(' and ')}\n`);
}
