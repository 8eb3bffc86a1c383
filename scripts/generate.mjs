// Writes the files made from the code and the declarations, in the order each needs the last (`npm run generate`);
// the tests say when one is out of date, and name this command. (docs/errors.md and docs/diagnostics.schema.json,
// made by running every diagnostic's example, have `npm run docs:errors`.)
// - src/schema/sources.ts, from the collections declared in src/schema/collections.ts (what `evguide query` reads
//   without loading zod);
// - templates/pages/index.ts, the page templates by name, from the files of templates/pages/;
// - lib/, the compiled CLI (scripts/build-cli.mjs), which the next two run;
// - schemas/, the JSON Schema of each collection for editors (`evguide schema`);
// - docs/cli.md, the CLI reference, from each command's --help (scripts/cli-doc.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const TEMPLATES = join(root, 'templates/pages');

/** The command the tests name when a generated file is out of date. */
export const REGENERATE = 'npm run generate';

/** The text of templates/pages/index.ts: each file of templates/pages/ exports the template it is named after. */
export function templatesIndex() {
  const names = readdirSync(TEMPLATES)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
  return `// Made by \`${REGENERATE}\` from the files of templates/pages/, each exporting the template it is named after.
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
  const { register } = await import('tsx/esm/api');
  register();
  const { sourcesFile } = await import('../src/schema/sources-file.ts');
  const written = ['src/schema/sources.ts', 'templates/pages/index.ts'];
  writeFileSync(join(root, written[0]), sourcesFile());
  writeFileSync(join(root, written[1]), templatesIndex());
  const run = (command, ...args) => execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  run(join(root, 'node_modules/.bin/biome'), 'format', '--write', ...written);
  run(process.execPath, 'scripts/build-cli.mjs');
  run(process.execPath, 'bin/evguide.js', 'schema', '--out', 'schemas');
  run(process.execPath, 'scripts/cli-doc.mjs');
  process.stderr.write(`✓ wrote ${written.join(', ')}, lib/, schemas/ and docs/cli.md\n`);
}
