import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

// The direction of the code, checked from its imports: cli/ uses the stages in src/; the stages use the domain
// (src/domain/, pure formulas, filters and formatting over the types of src/schema/); the templates draw pages
// with the domain; the stages reach the templates only through src/registry.ts; and no stage imports another:
// what one hands the next is in a shared folder (src/source/, src/markdown/, src/page/). docs/architecture.md
// explains why. Type-only imports count: they tie files together as much as any.

const root = resolve(import.meta.dirname, '../..');

/** Every relative import of every source file, resolved to a path from the repo root. */
function importGraph(): Map<string, string[]> {
  const files = fg.sync(['src/**/*.{ts,tsx}', 'cli/**/*.ts', 'templates/**/*.{ts,tsx}'], { cwd: root });
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)) {
      const target = relative(root, resolve(root, dirname(file), match[1] ?? match[2]!));
      if (!existsSync(resolve(root, target))) throw new Error(`${file} imports ${target}, which does not exist`);
      targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan's algorithm). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component = stack.splice(stack.indexOf(node));
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The folder a file belongs to for these rules: src/<stage> (or src/<file> for a top-level one), cli, templates. */
const folderOf = (file: string) => (file.startsWith('src/') ? `src/${file.split('/')[1]!.replace(/\.tsx?$/, '')}` : file.split('/')[0]!);

/** The folder-level graph: which folders import which. */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) folders.set(from, (folders.get(from) ?? new Set()).add(to));
    }
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

const edges = (graph: ReadonlyMap<string, readonly string[]>, from: (file: string) => boolean, to: (file: string) => boolean) =>
  [...graph].flatMap(([file, targets]) => (from(file) ? targets.filter(to).map((target) => `${file} -> ${target}`) : []));

/** The stages of a build, each a folder of src/ (see docs/architecture.md): each may import shared code, not another. */
const STAGES = ['load', 'validate', 'content', 'routes', 'bundle', 'render', 'check', 'emit'];

describe('the direction of the code', () => {
  const graph = importGraph();

  it('reads the imports it checks', () => {
    expect(graph.get('src/registry.ts')).toContain('templates/pages/index.ts');
    expect(graph.get('src/build.ts')!.length).toBeGreaterThan(5);
  });

  it('reaches the templates from src/ only through src/registry.ts', () => {
    expect(
      edges(
        graph,
        (file) => file.startsWith('src/') && file !== 'src/registry.ts',
        (target) => target.startsWith('templates/'),
      ),
    ).toEqual([]);
  });

  it('keeps the domain pure: it imports only the data types and itself', () => {
    const allowed = (target: string) => target.startsWith('src/domain/') || target.startsWith('src/schema/');
    expect(
      edges(
        graph,
        (file) => file.startsWith('src/domain/'),
        (target) => !allowed(target),
      ),
    ).toEqual([]);
  });

  it('keeps each stage to itself: no stage imports another', () => {
    const stageOf = (file: string) => STAGES.find((stage) => file.startsWith(`src/${stage}/`));
    expect(
      [...graph].flatMap(([file, targets]) => {
        const stage = stageOf(file);
        return targets.flatMap((target) => {
          const other = stageOf(target);
          return stage && other && other !== stage ? [`${file} -> ${target}`] : [];
        });
      }),
    ).toEqual([]);
  });

  it('lets the templates use the domain, the data types and the shape of rendered Markdown, and no stage', () => {
    const allowed = (target: string) =>
      /^src\/(domain|schema)\//.test(target) || target === 'src/markdown/types.ts' || target.startsWith('templates/');
    expect(
      edges(
        graph,
        (file) => file.startsWith('templates/'),
        (target) => !allowed(target),
      ),
    ).toEqual([]);
  });

  // esbuild chunks shared code by which island entries reach a file: through the index, every island reached every
  // domain file, and every page with a widget loaded the code of all of them (docs/quality.md, "Page weight").
  it('has the templates import each domain file itself, not the domain index', () => {
    expect(
      edges(
        graph,
        (file) => file.startsWith('templates/'),
        (target) => target === 'src/domain/index.ts',
      ),
    ).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });
});

describe('the size of a file', () => {
  // A file a reader can hold in mind at once: past this, a file has become two things, and is split by what they are
  // (a component, its hooks, its pure helpers), as templates/islands/CarDirectory.tsx and Finder.tsx were.
  const MAX_LINES = 330;

  it(`keeps every source file of src/, cli/ and templates/ to ${MAX_LINES} lines`, () => {
    const files = fg.sync(['src/**/*.{ts,tsx,mjs}', 'cli/**/*.{ts,mjs}', 'templates/**/*.{ts,tsx}'], { cwd: root });
    expect(files.length).toBeGreaterThan(100);
    const long = files.flatMap((file) => {
      const lines = readFileSync(resolve(root, file), 'utf8').trimEnd().split('\n').length;
      return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });
});
