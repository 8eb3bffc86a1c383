import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Command, Option } from 'commander';
import { DEFAULTS } from '../../src/config.ts';
import { stages } from '../options.ts';

/** `evguide schema`: a JSON Schema per collection, for editors. */
export function schemaCommand(cli: Command): void {
  cli
    .command('schema')
    .description('write one JSON Schema per collection, for editor autocompletion in data files')
    .addOption(new Option('-o, --out <dir>', 'output folder').default(DEFAULTS.schemaDir))
    .action(async (options: { out: string }) => {
      mkdirSync(options.out, { recursive: true });
      const schemas = (await stages.schemas()).jsonSchemas();
      for (const { file, schema } of schemas) writeFileSync(join(options.out, file), `${JSON.stringify(schema, null, 2)}\n`);
      process.stderr.write(`✓ wrote ${schemas.length} schemas to ${options.out}\n`);
    });
}
