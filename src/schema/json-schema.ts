import { z } from 'zod';
import { collections } from './index.ts';

/** One JSON Schema per collection (`car.json`, ...), for editors' autocompletion; list files get an array schema. */
export function jsonSchemas(): { file: string; schema: object }[] {
  return collections.map((collection) => {
    const item = z.toJSONSchema(collection.schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    const { $schema, ...itemSchema } = item;
    const schema =
      collection.source.kind === 'list'
        ? { $schema, title: `${collection.name} list`, type: 'array', items: itemSchema }
        : { $schema, title: collection.name, ...itemSchema };
    return { file: `${collection.name}.json`, schema };
  });
}
