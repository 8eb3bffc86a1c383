// One collection: the Markdown files in posts/ (put there by run.sh prepare), checked against a zod schema.
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

export const collections = {
  posts: defineCollection({
    loader: glob({ base: './posts', pattern: '*.md' }),
    schema: z.object({
      title: z.string(),
      date: z.coerce.date(),
      category: z.enum(['engineering', 'design', 'product', 'culture', 'tutorials']),
      tags: z.array(z.string()),
    }),
  }),
};
