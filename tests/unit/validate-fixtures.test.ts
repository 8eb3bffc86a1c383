import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { build } from '../../src/build.ts';
import { codeFrame, EvguideError, formatDiagnostic, type Diagnostic } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { EVGUIDE } from './cli-run.ts';
import { FIXTURES, fixtureSite } from './fixture.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A throwaway copy of the good fixture with a bad case laid over it, and then changed by `change`. */
function site(badCase?: string, change?: (dataDir: string) => void) {
  const made = fixtureSite(badCase);
  cleanups.push(made.cleanup);
  change?.(made.dataDir);
  return made;
}

function validate(badCase?: string, change?: (dataDir: string) => void) {
  const { dataDir, root } = site(badCase, change);
  return validateData(loadData({ dataDir, cwd: root }));
}

/**
 * The problems of the first stage that fails: validation, or, for what only the built site shows (a broken link
 * inside Markdown), the build's link check.
 */
async function problemsOf(badCase?: string, change?: (dataDir: string) => void): Promise<readonly Diagnostic[]> {
  const { dataDir, root } = site(badCase, change);
  const validation = validateData(loadData({ dataDir, cwd: root }));
  if (validation.diagnostics.length > 0) return validation.diagnostics;
  try {
    await build({ dataDir, outDir: join(root, 'dist'), cwd: root, cache: false, buildDate: new Date('2025-11-21T00:00:00Z') });
    return [];
  } catch (error) {
    if (error instanceof EvguideError) return error.diagnostics;
    throw error;
  }
}

const firstLines = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]);

describe('validateData on the good fixture', () => {
  it('accepts it and returns the typed site, cars sorted by id', () => {
    const result = validate();
    expect(result.diagnostics).toEqual([]);
    expect(result.site?.cars.map((car) => car.id)).toEqual(['mg-comet-ev', 'tata-nexon-ev', 'tata-tiago-ev']);
    expect(result.site?.brands.map((brand) => brand.slug)).toEqual(['mg', 'tata']);
  });

  it('freezes the site so no later stage can change the data', () => {
    const { site } = validate();
    expect(Object.isFrozen(site?.cars[0]?.price)).toBe(true);
  });

  it('accepts a file that starts with a byte-order mark, and counts columns without it', () => {
    const file = (dataDir: string) => join(dataDir, 'cars', 'mg-comet-ev.yaml');
    expect(
      validate(undefined, (dataDir) => writeFileSync(file(dataDir), `\uFEFF${readFileSync(file(dataDir), 'utf8')}`)).diagnostics,
    ).toEqual([]);
    const broken = validate(undefined, (dataDir) => {
      writeFileSync(file(dataDir), `\uFEFF${readFileSync(file(dataDir), 'utf8').replace('seating: 4', 'seating: four')}`);
    });
    expect(firstLines(broken.diagnostics)).toEqual([
      'data/cars/mg-comet-ev.yaml:7:1  seating: expected a whole number, found the text "four"  [wrong-type]',
    ]);
  });

  it('accepts Windows line endings, and reports lines as the editor shows them', () => {
    const crlf = (dataDir: string, change = (text: string) => text) => {
      const file = join(dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(file, change(readFileSync(file, 'utf8')).replace(/\n/g, '\r\n'));
    };
    expect(validate(undefined, (dataDir) => crlf(dataDir)).diagnostics).toEqual([]);
    const broken = validate(undefined, (dataDir) => crlf(dataDir, (text) => text.replace('date: 2025-08-15', 'date: 2025-02-30')));
    expect(firstLines(broken.diagnostics)).toEqual([
      'data/posts/first-ev-guide.md:7:1  date: expected a date that exists on the calendar, found the text "2025-02-30"  [invalid-format]',
    ]);
  });
});

// Each folder of tests/fixtures/bad/ is laid over the good fixture; expected.txt holds the first line of every
// diagnostic, in the order reported: file:line:column, field, message and code.
const cases = readdirSync(join(FIXTURES, 'bad')).sort();

/** Bad input that is too big or too odd to commit: made in a copy of the good fixture, with its expected report. */
const generated: Record<string, { change: (dataDir: string) => void; expected: string[] }> = {
  'a 50 MB file': {
    change: (dataDir) => {
      const line = `# ${'padding to make a file far larger than any real data file '.repeat(4)}\n`;
      appendFileSync(join(dataDir, 'cars', 'mg-comet-ev.yaml'), line.repeat(Math.ceil((50 * 1024 * 1024) / line.length)));
    },
    expected: ['data/cars/mg-comet-ev.yaml:1:1  the file is 50.0 MB; a data file may be at most 10.0 MB  [file-too-large]'],
  },
  'a symbolic link loop among the images': {
    change: (dataDir) => symlinkSync('..', join(dataDir, 'images', 'cars', 'loop')),
    expected: [
      'data/images/cars/loop:1:1  images/cars/loop is a symbolic link that leads back to itself or to a folder holding it, a loop  [symlink-loop]',
    ],
  },
  'a car file that is a link to itself': {
    change: (dataDir) => symlinkSync('kia-ev6.yaml', join(dataDir, 'cars', 'kia-ev6.yaml')),
    expected: [
      'data/cars/kia-ev6.yaml:1:1  cars/kia-ev6.yaml is a symbolic link that leads back to itself or to a folder holding it, a loop  [symlink-loop]',
    ],
  },
  'a link to a file that does not exist': {
    change: (dataDir) => symlinkSync('../../../elsewhere/kia-ev6.yaml', join(dataDir, 'cars', 'kia-ev6.yaml')),
    expected: ['data/cars/kia-ev6.yaml:1:1  cars/kia-ev6.yaml is a symbolic link to a file that does not exist  [broken-symlink]'],
  },
  'an image that is a link to a file outside the data folder': {
    change: (dataDir) => symlinkSync('/etc/passwd', join(dataDir, 'images', 'passwd.svg')),
    expected: [
      'data/images/passwd.svg:1:1  images/passwd.svg leads outside the data folder, to /etc/passwd: nothing from outside it is read or published  [outside-data-folder]',
    ],
  },
  'a folder of images that is a link to the checkout above the data folder': {
    change: (dataDir) => symlinkSync('../..', join(dataDir, 'images', 'repo')),
    expected: [
      expect.stringMatching(/^data\/images\/repo:1:1 {2}images\/repo leads outside the data folder, to \/.+ {2}\[outside-data-folder\]$/),
    ],
  },
  'a car file that is a link to a file outside the data folder': {
    change: (dataDir) => {
      writeFileSync(join(dataDir, '..', 'elsewhere.yaml'), 'token: a secret the site must never show\n');
      symlinkSync('../../elsewhere.yaml', join(dataDir, 'cars', 'kia-ev6.yaml'));
    },
    expected: [
      expect.stringMatching(
        /^data\/cars\/kia-ev6\.yaml:1:1 {2}cars\/kia-ev6\.yaml leads outside the data folder, to \/.+\/elsewhere\.yaml: .+ {2}\[outside-data-folder\]$/,
      ),
    ],
  },
  'hidden files, a page and a file that is not what its name says among the images': {
    change: (dataDir) => {
      writeFileSync(join(dataDir, 'images', '.evil.html'), '<script>alert(1)</script>');
      writeFileSync(join(dataDir, 'images', 'cars', '.dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(join(dataDir, 'images', 'cars', 'page.html'), '<p>hello</p>');
      writeFileSync(join(dataDir, 'images', 'cars', 'photo.png'), '<html><script>alert(1)</script></html>');
      writeFileSync(join(dataDir, 'images', 'cars', 'drawing.svg'), '<html><body><script>alert(1)</script></body></html>');
    },
    expected: [
      'data/images/.evil.html:1:1  images/.evil.html cannot be published: it is a hidden file (its name starts with a dot)  [image-refused]',
      'data/images/cars/.dot.svg:1:1  images/cars/.dot.svg cannot be published: it is a hidden file (its name starts with a dot)  [image-refused]',
      'data/images/cars/drawing.svg:1:1  images/cars/drawing.svg cannot be published: its content is not an SVG image (it does not start with <svg>)  [image-refused]',
      'data/images/cars/page.html:1:1  images/cars/page.html cannot be published: only images are published from data/images/ (.svg, .png, .jpg, .jpeg, .webp, .avif), and ".html" is not one  [image-refused]',
      'data/images/cars/photo.png:1:1  images/cars/photo.png cannot be published: its content is not a PNG image, as its name says  [image-refused]',
    ],
  },
  'SVG images that can run script or load from elsewhere': {
    change: (dataDir) => {
      const svg = (body: string) =>
        `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  ${body}\n</svg>\n`;
      const put = (name: string, body: string) => writeFileSync(join(dataDir, 'images', 'cars', name), svg(body));
      put('a-script.svg', '<script>alert(1)</script>');
      put('b-handler.svg', '<rect width="10" height="10" onclick="alert(1)"/>');
      put('c-tracker.svg', '<image href="https://tracker.example/p.png" width="1" height="1"/>');
      put('d-link.svg', '<use href="https://evil.example/sprite.svg#x"/>');
      put('e-style.svg', '<rect width="10" height="10" style="fill: url(https://tracker.example/p.png)"/>');
      put('f-object.svg', '<foreignObject><iframe src="/"></iframe></foreignObject>');
      writeFileSync(
        join(dataDir, 'images', 'cars', 'g-entity.svg'),
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<svg>&x;</svg>',
      );
      put('h-quoted.svg', '<rect aria-label=">" onload="alert(1)"/>');
      writeFileSync(
        join(dataDir, 'images', 'cars', 'i-stylesheet.svg'),
        '<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.css"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
      put('j-entity-url.svg', '<rect style="fill:url&#40;https://evil.example/a#p&#41;"/>');
      put('k-css-escape.svg', '<rect style="fill: u\\72l(https://evil.example/a#p)"/>');
      put('l-image-set.svg', '<rect style="fill: image-set(\'https://evil.example/a.png\' 1x)"/>');
    },
    expected: [
      "data/images/cars/a-script.svg:3:3  images/cars/a-script.svg cannot be published: the SVG holds a <script> element, which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/b-handler.svg:3:32  images/cars/b-handler.svg cannot be published: the SVG holds an event handler (onclick), which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/c-tracker.svg:3:3  images/cars/c-tracker.svg cannot be published: the SVG holds a <image> element, which could run script or load from elsewhere on the site's pages  [image-refused]",
      'data/images/cars/d-link.svg:3:8  images/cars/d-link.svg cannot be published: the SVG holds a reference to "https://evil.example/sprite.svg#x", outside the image, which could run script or load from elsewhere on the site\'s pages  [image-refused]',
      'data/images/cars/e-style.svg:3:32  images/cars/e-style.svg cannot be published: the SVG holds a reference to "https://tracker.example/p.png", outside the image, which could run script or load from elsewhere on the site\'s pages  [image-refused]',
      "data/images/cars/f-object.svg:3:3  images/cars/f-object.svg cannot be published: the SVG holds a <foreignObject> element, which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/g-entity.svg:1:1  images/cars/g-entity.svg cannot be published: the SVG holds a declaration or instruction (a DOCTYPE, an entity, a CDATA section, a stylesheet), which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/h-quoted.svg:3:24  images/cars/h-quoted.svg cannot be published: the SVG holds an event handler (onload), which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/i-stylesheet.svg:2:1  images/cars/i-stylesheet.svg cannot be published: the SVG holds a declaration or instruction (a DOCTYPE, an entity, a CDATA section, a stylesheet), which could run script or load from elsewhere on the site's pages  [image-refused]",
      'data/images/cars/j-entity-url.svg:3:9  images/cars/j-entity-url.svg cannot be published: the SVG holds a reference to "https://evil.example/a#p", outside the image, which could run script or load from elsewhere on the site\'s pages  [image-refused]',
      "data/images/cars/k-css-escape.svg:3:9  images/cars/k-css-escape.svg cannot be published: the SVG holds an escaped style or URL, which could run script or load from elsewhere on the site's pages  [image-refused]",
      "data/images/cars/l-image-set.svg:3:9  images/cars/l-image-set.svg cannot be published: the SVG holds a call of image-set(), which could load from elsewhere, which could run script or load from elsewhere on the site's pages  [image-refused]",
    ],
  },
  'a post that shows an image from another site': {
    change: (dataDir) =>
      appendFileSync(
        join(dataDir, 'posts', 'first-ev-guide.md'),
        '\nA charger, as a tracker would like it: ![a charger](https://tracker.example/p.png)\n',
      ),
    expected: [
      "data/posts/first-ev-guide.md:30:40  body: /blog/first-ev-guide.html loads https://tracker.example/p.png from another site, which would learn who reads the page (the site's security policy blocks it)  [external-image]",
    ],
  },
  'a post that ends at its closing --- with no newline': {
    change: (dataDir) => {
      const file = join(dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(file, readFileSync(file, 'utf8').split('\n').slice(0, 17).join('\n'));
    },
    expected: ['data/posts/first-ev-guide.md:17:1  the post has no text after its front matter  [empty-body]'],
  },
  'lists nested 20,000 deep': {
    change: (dataDir) => writeFileSync(join(dataDir, 'cars', 'mg-comet-ev.yaml'), `${'['.repeat(20_000)}${']'.repeat(20_000)}\n`),
    expected: [
      expect.stringMatching(
        /^data\/cars\/mg-comet-ev\.yaml:1:\d+ {2}the lists or mappings here are nested too deeply to read {2}\[yaml-syntax\]$/,
      ) as unknown as string,
    ],
  },
};

describe('validateData on bad fixtures', () => {
  it('has at least 50 cases, each with its expected report', () => {
    expect(cases.length + Object.keys(generated).length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)('reports exactly the expected problems for %s', async (badCase) => {
    const expected = readFileSync(join(FIXTURES, 'bad', badCase, 'expected.txt'), 'utf8')
      .trim()
      .split('\n');
    expect(firstLines(await problemsOf(badCase))).toEqual(expected);
  });

  it.each(Object.entries(generated))('reports exactly the expected problems for %s', async (_, { change, expected }) => {
    expect(firstLines(await problemsOf(undefined, change))).toEqual(expected);
  });

  it('reports the line of a top-level price that is not a mapping, in every broken car of the run', () => {
    const { diagnostics } = validate('price-wrong-type');
    expect(diagnostics.map((d) => [d.loc?.file, d.loc?.line, d.field, d.code])).toEqual([
      ['data/cars/tata-nexon-ev.yaml', 11, 'price', 'wrong-type'],
      ['data/cars/tata-tiago-ev.yaml', 9, 'price', 'wrong-type'],
    ]);
  });

  it('shows a code frame with a caret under the problem and a hint', () => {
    const [first] = validate('nested-and-enum').diagnostics.filter((d) => d.field === 'battery.capacityKwh');
    expect(first?.frame).toBe(['  19 | battery:', '> 20 |   capacityKwh: "45 kWh"', '     |   ^'].join('\n'));
    expect(first?.hint).toBe('Write a number here.');
  });

  it('frames a broken link in Markdown at its line in the post, not in the built page, under the link', async () => {
    const [problem] = await problemsOf('markdown-broken-link');
    expect(problem?.frame).toBe(
      ['  27 | ', '> 28 | See [the Tata Nexon EV](/cars/tata-nexon) and [all cars](/cars).', '     |     ^'].join('\n'),
    );
  });

  it('shows invisible characters in a code frame as escapes, with the caret still under its place', () => {
    expect(codeFrame('name: a\u0000b\u007Fc', 1, 8)).toBe(['> 1 | name: a\\x00b\\x7fc', '    |        ^'].join('\n'));
    expect(codeFrame('name: a\u0000b\u007Fc', 1, 10)).toBe(['> 1 | name: a\\x00b\\x7fc', '    |             ^'].join('\n'));
  });

  it('suggests the canonical id when a reference uses an alias', () => {
    const [problem] = validate('recommendation-alias').diagnostics;
    expect(problem?.message).toContain('did you mean "tata-tiago-ev"?');
  });
});

// What a maintainer's CI sees, on every bad case: exit code 1, each problem located and with a hint, and no stack
// trace. Every case goes through the CLI's own entry (cli/main.ts) in this process; a few of every kind also go
// through the compiled CLI (built by `npm test`'s pretest), as a maintainer runs it. Started as a process each,
// all of them took a sixth of the unit tests' time, for the same code.
describe('evguide build on every bad case', () => {
  /** The arguments and environment of a build of the copy at `cwd`, whose data is in `data/`. */
  const args = ['build', '--data', 'data', '--out', 'dist', '--no-cache'];
  // A fixed build date: the fixture's prices are not yet stale then, so only the case's own problems show.
  const BUILD_DATE = '1763683200';

  /** `evguide build` run by cli/main.ts in this process, in `cwd`, with what it wrote to stderr. */
  async function inProcess(cwd: string): Promise<{ code: number | null; stderr: string }> {
    const previous = process.cwd();
    let stderr = '';
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr += chunk.toString();
      return true;
    });
    vi.stubEnv('SOURCE_DATE_EPOCH', BUILD_DATE);
    // The process is the test runner: a large data folder must not relaunch it with a bigger heap (cli/heap.ts).
    vi.stubEnv('EVGUIDE_HEAP_MB', '1024');
    process.chdir(cwd);
    try {
      return { code: await main(args), stderr };
    } finally {
      process.chdir(previous);
      write.mockRestore();
      vi.unstubAllEnvs();
    }
  }

  /** `evguide build` run as its own process, through bin/evguide.js and the compiled lib/. */
  const compiled = (cwd: string) =>
    new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, [EVGUIDE, ...args], {
        cwd,
        env: { ...process.env, SOURCE_DATE_EPOCH: BUILD_DATE },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => done({ code, stderr }));
    });

  function expectLocatedFailure({ code, stderr }: { code: number | null; stderr: string }) {
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    // The last paragraph is the count; a large data folder is announced first ("50 MB of data: ...").
    const reports = stderr
      .replace(/^\d+ MB of data: .*\n/, '')
      .trim()
      .split('\n\n')
      .slice(0, -1);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report).toMatch(/^data\/[^:]+:\d+:\d+ {2}/);
      expect(report).toMatch(/\n {2}hint: \S/);
    }
  }

  const all = [
    ...cases.map((name) => [name, undefined] as const),
    ...Object.entries(generated).map(([name, { change }]) => [name, change] as const),
  ];
  /** A case of each kind of failure: YAML syntax, the schema, a reference, Markdown, the file system, and size. */
  const throughTheCompiledCli = new Set([
    'yaml-tab',
    'missing-and-unknown-fields',
    'unknown-brand',
    'markdown-broken-link',
    'a car file that is a link to itself',
    'a 50 MB file',
  ]);

  it('runs a case of every kind through the compiled CLI as well', () => {
    expect(all.filter(([name]) => throughTheCompiledCli.has(name))).toHaveLength(throughTheCompiledCli.size);
  });

  /** Runs `build` on a throwaway copy with the case laid over it, and checks how it failed. */
  async function failsLocated(
    name: string,
    change: ((dataDir: string) => void) | undefined,
    build: (cwd: string) => ReturnType<typeof compiled>,
  ) {
    const made = fixtureSite(change ? undefined : name);
    try {
      change?.(made.dataDir);
      expectLocatedFailure(await build(made.root));
    } finally {
      made.cleanup();
    }
  }

  it.each(all)('fails %s with exit code 1, each problem located and with a hint, and no stack trace', (name, change) =>
    failsLocated(name, change, inProcess),
  );

  it.concurrent.each(all.filter(([name]) => throughTheCompiledCli.has(name)))(
    'fails %s the same way through bin/evguide.js',
    (name, change) => failsLocated(name, change, compiled),
  );
});
