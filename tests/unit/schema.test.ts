import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carSchema } from '../../src/schema/index.ts';
import { jsonSchemas } from '../../src/schema/json-schema.ts';
import { REGENERATE, sourcesOfDeclarations } from '../../src/schema/sources-file.ts';
import { catalogueNames, queryDefaults, sources } from '../../src/schema/sources.ts';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { templatesIndex } from '../../scripts/generate.mjs';

describe('JSON Schemas for editors', () => {
  it(`are committed in schemas/ exactly as \`evguide schema\` writes them (run \`${REGENERATE}\` after changing a schema)`, () => {
    for (const { file, schema } of jsonSchemas()) {
      const path = `schemas/${file}`;
      const message = `${path} is out of date: run ${REGENERATE}`;
      expect(existsSync(path) ? readFileSync(path, 'utf8') : '(missing)', message).toBe(`${JSON.stringify(schema, null, 2)}\n`);
    }
  });

  it('give list files an array schema and reject unknown keys', () => {
    const schemas = Object.fromEntries(
      jsonSchemas().map(({ file, schema }) => [file, schema as { type?: string; additionalProperties?: unknown; required?: string[] }]),
    );
    expect(schemas['recommendation.json']?.type).toBe('array');
    expect(schemas['car.json']?.additionalProperties).toBe(false);
    expect(schemas['car.json']?.required).toContain('price');
  });

  it('are pointed at by every data file', () => {
    for (const [dir, schema] of [
      ['data/cars', 'car'],
      ['data/brands', 'brand'],
    ] as const) {
      for (const file of readdirSync(dir)) {
        expect(readFileSync(`${dir}/${file}`, 'utf8').split('\n')[0], file).toBe(
          `# yaml-language-server: $schema=../../schemas/${schema}.json`,
        );
      }
    }
  });
});

describe('the generated files', () => {
  it('src/schema/sources.ts holds what the declarations say, for the commands that read it without loading zod', () => {
    const declared = sourcesOfDeclarations();
    const message = `src/schema/sources.ts is out of date: run ${REGENERATE}`;
    expect(sources, message).toEqual(declared.sources);
    expect(catalogueNames, message).toEqual(declared.catalogueNames);
    expect(queryDefaults, message).toEqual(declared.queryDefaults);
  });

  it('templates/pages/index.ts names every template of templates/pages/', () => {
    expect(readFileSync('templates/pages/index.ts', 'utf8'), `templates/pages/index.ts is out of date: run ${REGENERATE}`).toBe(
      templatesIndex(),
    );
  });
});

describe('carSchema', () => {
  it('accepts null for figures not confirmed yet, never for headline figures', () => {
    const performance = carSchema.shape.performance.shape;
    expect(performance.zeroToHundredS.safeParse(null).success).toBe(true);
    // Tesla publishes no power figure for India: a car is listed with what is confirmed.
    expect(performance.powerBhp.safeParse(null).success).toBe(true);
    expect(carSchema.shape.battery.shape.capacityKwh.safeParse(null).success).toBe(false);
    expect(carSchema.shape.price.shape.min.safeParse(undefined).success).toBe(false);
    expect(carSchema.shape.charging.shape.dc.safeParse(null).success).toBe(true);
    expect(carSchema.shape.range.shape.claimedKm.safeParse(null).success).toBe(false);
  });
});
