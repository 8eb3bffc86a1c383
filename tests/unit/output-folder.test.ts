import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/emit/index.ts';
import { runEvguide, snapshotTree } from './cli-run.ts';
import { FIXTURES } from './fixture.ts';

// A maintainer's project as evguide meets it: package.json, data/, their notes and docs, node_modules, a home
// folder. Each refused --out must leave every byte of it (and of evguide's own folders) where it was.
const top = realpathSync(mkdtempSync(join(tmpdir(), 'evguide-out-')));
const project = join(top, 'project');
const home = join(top, 'home');
const repo = join(import.meta.dirname, '..', '..');

beforeAll(() => {
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "my-ev-site", "private": true }\n');
  cpSync(join(FIXTURES, 'good', 'data'), join(project, 'data'), { recursive: true });
  cpSync(join(FIXTURES, 'good', 'data'), join(project, 'content', 'data'), { recursive: true });
  writeFileSync(join(project, 'notes.txt'), 'Call the Tata dealer on Monday.\n');
  mkdirSync(join(project, 'docs'));
  writeFileSync(join(project, 'docs', 'plan.md'), '# Launch plan\n');
  mkdirSync(join(project, 'node_modules', 'left-pad'), { recursive: true });
  writeFileSync(join(project, 'node_modules', 'left-pad', 'index.js'), 'module.exports = (s) => s;\n');
  mkdirSync(join(project, 'tools'));
  mkdirSync(join(project, 'site'));
  writeFileSync(join(project, 'site', 'index.html'), '<p>my hand-made page</p>\n');
  mkdirSync(join(home, 'photos'), { recursive: true });
  writeFileSync(join(home, 'photos', 'car.txt'), 'a photo\n');
});
afterAll(() => rmSync(top, { recursive: true, force: true }));

const OWN = 'Choose a folder of its own, such as --out dist.';
const A_FOLDER = 'Choose a folder, such as --out dist.';

/** Each case: where the command runs, its arguments, the one line it must print, and the folders it must not touch. */
const refused: { name: string; args: string[]; cwd?: string; message: string; watch?: string[] }[] = [
  {
    name: 'the current folder',
    args: ['--out', '.'],
    message: `refusing --out .: it is the current folder, which a build would replace whole. ${OWN}`,
  },
  {
    name: 'a folder above the current one',
    args: ['--out', '..'],
    message: `refusing --out ..: it holds the current folder, and a build replaces its output folder whole. ${OWN}`,
    watch: [top],
  },
  {
    name: 'the data folder',
    args: ['--out', 'data'],
    message: `refusing --out data: it is the data folder, which a build would replace whole. ${OWN}`,
  },
  {
    name: 'a folder inside the data folder',
    args: ['--out', 'data/cars'],
    message: `refusing --out data/cars: it is inside the data folder, whose every file the build reads. ${OWN}`,
  },
  {
    name: 'a folder inside the data folder that does not exist yet',
    args: ['--out', 'data/site'],
    message: `refusing --out data/site: it is inside the data folder, whose every file the build reads. ${OWN}`,
  },
  {
    name: 'a folder around the data folder',
    args: ['--data', 'content/data', '--out', 'content'],
    message: `refusing --out content: it holds the data folder, and a build replaces its output folder whole. ${OWN}`,
  },
  {
    name: "evguide's templates folder",
    args: ['--out', join(repo, 'templates')],
    message: `refusing --out ${join(repo, 'templates')}: it is evguide's templates folder, which a build would replace whole. ${OWN}`,
    watch: [join(repo, 'templates')],
  },
  {
    name: 'a folder inside the templates folder',
    args: ['--out', join(repo, 'templates', 'site')],
    message: `refusing --out ${join(repo, 'templates', 'site')}: it is inside evguide's templates folder, whose files are evguide's own. ${OWN}`,
    watch: [join(repo, 'templates')],
  },
  {
    name: 'node_modules',
    args: ['--out', 'node_modules'],
    message: `refusing --out node_modules: it is a node_modules folder, which belongs to npm. ${OWN}`,
  },
  {
    name: 'the project root, from a folder inside it',
    cwd: join(project, 'tools'),
    args: ['--data', '../data', '--out', '..'],
    message: `refusing --out ..: it is the project folder (it has package.json), which a build would replace whole. ${OWN}`,
  },
  {
    name: 'the home folder',
    args: ['--out', home],
    message: `refusing --out ${home}: it is your home folder, which a build would replace whole. ${OWN}`,
    watch: [home],
  },
  {
    name: 'the root of the file system',
    args: ['--out', '/'],
    message: `refusing --out /: it is the root of the file system, which a build would replace whole. ${OWN}`,
  },
  { name: 'an existing file', args: ['--out', 'notes.txt'], message: `refusing --out notes.txt: it is a file, not a folder. ${A_FOLDER}` },
  {
    name: 'a folder below a file',
    args: ['--out', 'notes.txt/site'],
    message: `refusing --out notes.txt/site: it cannot be a folder, as notes.txt is a file. ${A_FOLDER}`,
  },
  {
    name: 'a non-empty folder without the marker',
    args: ['--out', 'docs'],
    message: `refusing --out docs: it holds files evguide did not write (plan.md; it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.`,
  },
  {
    name: 'a hand-made site without the marker',
    args: ['--out', 'site'],
    message: `refusing --out site: it holds files evguide did not write (it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.`,
  },
];

describe('evguide build and dev refuse an output folder that is not theirs', () => {
  it.each(refused.map((each) => [each.name, each] as const))(
    '%s: exit 2, one line, and every file still there byte for byte',
    (_, { args, cwd, message, watch = [] }) => {
      const watched = [project, ...watch];
      const before = watched.map(snapshotTree);
      for (const command of ['build', 'dev']) {
        const { code, stdout, stderr } = runEvguide([command, ...args], { cwd: cwd ?? project, env: { HOME: home } });
        expect(stderr, command).toBe(`error: ${message}\n`);
        expect(code, command).toBe(2);
        expect(stdout).toBe('');
      }
      expect(watched.map(snapshotTree)).toEqual(before);
    },
  );

  it("refuses when the spare folder beside the output is someone else's, and touches neither", () => {
    mkdirSync(join(project, '.public-spare'));
    writeFileSync(join(project, '.public-spare', 'keep.txt'), 'mine\n');
    try {
      const before = snapshotTree(project);
      const { code, stderr } = runEvguide(['build', '--out', 'public'], { cwd: project, env: { HOME: home } });
      expect(stderr).toBe(
        `error: refusing --out public: .public-spare beside it holds files evguide did not write (keep.txt; it has no ${OUTPUT_MARKER} file). Move that folder elsewhere, or choose another --out.\n`,
      );
      expect(code).toBe(2);
      expect(snapshotTree(project)).toEqual(before);
    } finally {
      rmSync(join(project, '.public-spare'), { recursive: true });
    }
  });

  it('refuses such a spare folder also when a file beside it is named like the mark of a spare a build left half-made', () => {
    expect(runEvguide(['build', '--out', 'claimed', '--no-cache'], { cwd: project, env: { HOME: home } }).code).toBe(0);
    mkdirSync(join(project, '.claimed-spare'));
    writeFileSync(join(project, '.claimed-spare', 'notes.txt'), 'Call the Tata dealer on Monday.\n');
    writeFileSync(join(project, '.claimed-spare.incomplete'), '');
    try {
      const before = snapshotTree(project);
      for (const command of ['build', 'dev']) {
        const { code, stderr } = runEvguide([command, '--out', 'claimed'], { cwd: project, env: { HOME: home } });
        expect(stderr, command).toBe(
          `error: refusing --out claimed: .claimed-spare beside it holds files evguide did not write (notes.txt; it has no ${OUTPUT_MARKER} file). Move that folder elsewhere, or choose another --out.\n`,
        );
        expect(code, command).toBe(2);
      }
      expect(snapshotTree(project)).toEqual(before);
    } finally {
      rmSync(join(project, '.claimed-spare'), { recursive: true, force: true });
      rmSync(join(project, '.claimed-spare.incomplete'), { force: true });
    }
  });
});

describe('evguide and the sites it built before outputs were marked', () => {
  it('refuses one that also holds files a build does not write, such as a git checkout for GitHub Pages', () => {
    expect(runEvguide(['build', '--out', 'pages', '--no-cache'], { cwd: project, env: { HOME: home } }).code).toBe(0);
    rmSync(join(project, 'pages', OUTPUT_MARKER));
    mkdirSync(join(project, 'pages', '.git'));
    writeFileSync(join(project, 'pages', '.git', 'config'), '[core]\n');
    writeFileSync(join(project, 'pages', 'NOTES.md'), '# deploy notes\n');
    const before = snapshotTree(project);
    const { code, stderr } = runEvguide(['build', '--out', 'pages'], { cwd: project, env: { HOME: home } });
    expect(stderr).toBe(
      `error: refusing --out pages: it holds files evguide did not write (.git, NOTES.md; it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.\n`,
    );
    expect(code).toBe(2);
    expect(snapshotTree(project)).toEqual(before);
  });

  it('refuses one whose top is all a build writes but whose folders hold a file of yours, and keeps that file', () => {
    expect(runEvguide(['build', '--out', 'thesis', '--no-cache'], { cwd: project, env: { HOME: home } }).code).toBe(0);
    rmSync(join(project, 'thesis', OUTPUT_MARKER));
    writeFileSync(join(project, 'thesis', 'data', 'thesis.md'), '# Charging curves of Indian EVs\n');
    const before = snapshotTree(project);
    for (const command of ['build', 'dev']) {
      const { code, stderr } = runEvguide([command, '--out', 'thesis'], { cwd: project, env: { HOME: home } });
      expect(stderr, command).toBe(
        `error: refusing --out thesis: it holds files evguide did not write (data/thesis.md; it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.\n`,
      );
      expect(code, command).toBe(2);
    }
    expect(snapshotTree(project)).toEqual(before);
  });

  it('refuses one whose folders hold a kind of file a build does not write there, or a link', () => {
    expect(runEvguide(['build', '--out', 'kinds', '--no-cache'], { cwd: project, env: { HOME: home } }).code).toBe(0);
    rmSync(join(project, 'kinds', OUTPUT_MARKER));
    writeFileSync(join(project, 'kinds', 'assets', 'draft.docx'), 'a draft\n');
    writeFileSync(join(project, 'kinds', 'images', '.secret.svg'), '<svg/>\n');
    symlinkSync(join(project, 'notes.txt'), join(project, 'kinds', 'cars', 'notes.html'));
    const before = snapshotTree(project);
    const { code, stderr } = runEvguide(['build', '--out', 'kinds'], { cwd: project, env: { HOME: home } });
    expect(stderr).toBe(
      `error: refusing --out kinds: it holds files evguide did not write (assets/draft.docx, cars/notes.html, images/.secret.svg; it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.\n`,
    );
    expect(code).toBe(2);
    expect(snapshotTree(project)).toEqual(before);
  });

  it('refuses one with more files than it reads to tell, rather than read without end', () => {
    expect(runEvguide(['build', '--out', 'huge', '--no-cache'], { cwd: project, env: { HOME: home } }).code).toBe(0);
    rmSync(join(project, 'huge', OUTPUT_MARKER));
    for (let n = 0; n < 10_000; n++) writeFileSync(join(project, 'huge', `page-${n}.html`), '');
    const before = snapshotTree(join(project, 'huge'));
    const { code, stderr } = runEvguide(['build', '--out', 'huge'], { cwd: project, env: { HOME: home } });
    expect(stderr).toBe(
      `error: refusing --out huge: it holds over 10000 files and folders, more than evguide reads to tell a site it built (it has no ${OUTPUT_MARKER} file). Choose a new or empty folder, or move those files elsewhere first.\n`,
    );
    expect(code).toBe(2);
    expect(snapshotTree(join(project, 'huge'))).toEqual(before);
    rmSync(join(project, 'huge'), { recursive: true });
  });
});

describe('evguide and the folders beside its output', () => {
  it("leaves a folder named like its leftovers alone when it is not evguide's, and says so", () => {
    for (const name of ['.beside-trash-1', '.beside-swapping-7']) {
      mkdirSync(join(project, name));
      writeFileSync(join(project, name, 'thesis.tex'), 'precious\n');
    }
    const { code, stderr } = runEvguide(['build', '--out', 'beside', '--no-cache'], { cwd: project, env: { HOME: home } });
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(
      `warning: left .beside-trash-1 alone: it has no ${OUTPUT_MARKER} file, so it may not be evguide's; delete it yourself if it is\n`,
    );
    expect(stderr).toContain(`warning: left .beside-swapping-7 alone: it has no ${OUTPUT_MARKER} file`);
    expect(readFileSync(join(project, '.beside-trash-1', 'thesis.tex'), 'utf8')).toBe('precious\n');
    expect(readFileSync(join(project, '.beside-swapping-7', 'thesis.tex'), 'utf8')).toBe('precious\n');
  });

  it('takes back the spare of a build killed while writing it, by the marker that build put in it first', () => {
    const killed = runEvguide(['build', '--out', 'killed', '--no-cache', '--threads', '1'], {
      cwd: project,
      env: { HOME: home, EVGUIDE_CRASH_POINT: 'render:3' },
    });
    expect(killed.code, killed.stderr).toBe(null);
    expect(readFileSync(join(project, '.killed-spare', OUTPUT_MARKER), 'utf8')).toMatch(/^evguide output/);
    expect(existsSync(join(project, '.killed-spare.incomplete'))).toBe(true);
    const { code, stderr } = runEvguide(['build', '--out', 'killed', '--no-cache'], { cwd: project, env: { HOME: home } });
    expect(code, stderr).toBe(0);
    expect(readdirSync(project).filter((name) => name.startsWith('.killed'))).toEqual([]);
    expect(existsSync(join(project, 'killed', 'index.html'))).toBe(true);
  });

  it('builds through a symbolic link into the folder it points at, and keeps the link', () => {
    mkdirSync(join(top, 'www'));
    symlinkSync(join(top, 'www'), join(project, 'www-link'));
    const { code, stderr } = runEvguide(['build', '--out', 'www-link', '--no-cache'], { cwd: project, env: { HOME: home } });
    expect(code, stderr).toBe(0);
    expect(lstatSync(join(project, 'www-link')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(top, 'www', 'index.html'))).toBe(true);
  });
});

describe('evguide build replaces an output folder that is its own', () => {
  const build = (out: string) => runEvguide(['build', '--out', out, '--no-cache'], { cwd: project, env: { HOME: home } });
  const marked = (out: string) => readFileSync(join(project, out, OUTPUT_MARKER), 'utf8');

  it('builds into a folder that does not exist, and marks it', () => {
    const { code, stderr } = build('dist');
    expect(code, stderr).toBe(0);
    expect(marked('dist')).toMatch(/^evguide output, format 1\n/);
    expect(existsSync(join(project, 'dist', 'index.html'))).toBe(true);
  });

  it('builds into an empty folder', () => {
    mkdirSync(join(project, 'empty'));
    expect(build('empty').code).toBe(0);
    expect(marked('empty')).toMatch(/^evguide output/);
  });

  it('builds again into a folder it marked', () => {
    writeFileSync(join(project, 'dist', 'stale.html'), 'from an older build\n');
    expect(build('dist').code).toBe(0);
    expect(existsSync(join(project, 'dist', 'stale.html'))).toBe(false);
  });

  it('never publishes a file put into its output by hand, through the spare folder it keeps as a cache', () => {
    const cached = () => runEvguide(['build', '--out', 'cached'], { cwd: project, env: { HOME: home } });
    expect(cached().code).toBe(0);
    writeFileSync(join(project, 'cached', 'removed-page.html'), 'put here by hand\n');
    for (let run = 1; run <= 3; run++) {
      expect(cached().code).toBe(0);
      expect(existsSync(join(project, 'cached', 'removed-page.html')), `build ${run}`).toBe(false);
    }
  });

  it("adopts a site it built before outputs were marked, every file of it a build's, and marks it", () => {
    expect(build('previous').code).toBe(0);
    rmSync(join(project, 'previous', OUTPUT_MARKER));
    // Pages of cars no longer in the data, as an older build left them: files a build writes, at paths it uses.
    mkdirSync(join(project, 'previous', 'cars', 'old-car'));
    writeFileSync(join(project, 'previous', 'cars', 'old-car', '40-kwh.html'), '<p>an old page</p>\n');
    writeFileSync(join(project, 'previous', 'data', 'cars', 'old-car.json'), '{}\n');
    const { code, stderr } = build('previous');
    expect(code, stderr).toBe(0);
    expect(marked('previous')).toMatch(/^evguide output/);
    expect(existsSync(join(project, 'previous', 'cars', 'old-car'))).toBe(false);
  });
});
