import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { UsageError } from '../diagnostics/index.ts';
import { isInside, packageRoot, shownPath } from '../paths.ts';

/**
 * A build replaces its output folder whole, so evguide must be sure the folder is its own before it starts: a
 * mistyped `--out .` or `--out data` must never cost a maintainer their work. Every build therefore writes a marker
 * file into its output, and a folder is replaced only when it is absent, empty, marked, or plainly a site evguide
 * built before the marker existed.
 */

/** The marker's file name, at the top of every output folder. */
export const OUTPUT_MARKER = '.evguide-output';

/** Bumped if the layout of an output folder ever changes in a way an older evguide must not replace blindly. */
const OUTPUT_FORMAT = 1;

/** The marker's text: the tool and the format, then a line for whoever opens the folder. */
export const OUTPUT_MARKER_TEXT = `evguide output, format ${OUTPUT_FORMAT}\nThis folder is written by evguide build, which replaces all of it on every build: keep nothing of yours here.\n`;

/**
 * Files every site evguide built has at its top, before the marker existed: an output without the marker is
 * adopted only when it has all of them (two are host configuration files no other generator writes by default)
 * and nothing a build does not write.
 */
const SITE_SHAPE = ['index.html', '404.html', 'serve.json', '_headers', 'sitemap.xml', 'robots.txt'];

/** The other top-level names a build writes, besides its pages (`*.html`) and the files of templates/public. */
const SITE_FILES = new Set([...SITE_SHAPE, '_redirects', 'feed.xml', 'site.webmanifest']);
const SITE_FOLDERS = new Set(['assets', 'images', 'data', 'cars', 'blog', 'brands']);

/** The entries of a folder that a build would not have written at its top. */
function foreignEntries(entries: readonly string[]): string[] {
  const publicFiles = new Set(readdirSync(join(packageRoot, 'templates', 'public')));
  return entries.filter(
    (name) => !(SITE_FILES.has(name) || SITE_FOLDERS.has(name) || publicFiles.has(name) || /^[^.].*\.html$/.test(name)),
  );
}

/** The names a build gives the files it keeps beside its output folder `target`. */
export function outputSiblings(target: string) {
  const parent = dirname(target);
  const name = basename(target);
  const spare = join(parent, `.${name}-spare`);
  return {
    parent,
    name,
    /** The site before last, kept as the page cache and staged into by the next build. */
    spare,
    /** Present while the spare is being changed: if a build dies, its manifest no longer describes it. */
    dirty: `${spare}.incomplete`,
    /** Holds the id of the process building this output. */
    lock: join(parent, `.${name}.lock`),
    /** The live site, moved aside between the swap's two renames. */
    hold: (pid: number) => join(parent, `.${name}-swapping-${pid}`),
    /** A folder to delete, named after the process and the how-manieth of its folders to delete it is. */
    trash: (pid: number, n = 0) => join(parent, `.${name}-trash-${pid}${n > 0 ? `-${n}` : ''}`),
    /** Matches the names of `hold` and `trash` folders, the first group saying which. */
    leftover: new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(swapping|trash)-\\d+(?:-\\d+)?$`),
  };
}

/** What {@link claimOutputFolder} found at the output path. */
export interface OutputClaim {
  /** The folder to build into: the real path, symbolic links resolved (a linked output is replaced where it is). */
  path: string;
  state: 'absent' | 'empty' | 'marked' | 'previous-site';
}

/** Options of {@link claimOutputFolder}. */
export interface ClaimOptions {
  /** The output folder as the user gave it (shown in messages). */
  outDir: string;
  /** The data folder: the output may be neither it, nor inside it, nor around it. */
  dataDir: string;
  /** The folder relative paths start from. */
  cwd: string;
  /** @default os.homedir() */
  home?: string;
}

const OWN_FOLDER = 'Choose a folder of its own, such as --out dist.';

/** Where file names are compared without case by default. */
const CASE_INSENSITIVE = process.platform === 'darwin' || process.platform === 'win32';

/**
 * Decides whether a build may replace `outDir`, before any work is done. Throws a {@link UsageError} (exit 2) naming
 * why not and what to do; nothing has been written or moved then.
 */
export function claimOutputFolder(options: ClaimOptions): OutputClaim {
  const cwd = realPath(resolve(options.cwd));
  const target = realPath(resolve(cwd, options.outDir));
  const refuse = (reason: string, advice = OWN_FOLDER): never => {
    throw new UsageError(`refusing --out ${options.outDir}: ${reason}. ${advice}`);
  };
  // The most telling reason first: being a place, then being inside one, then holding one. On macOS and Windows
  // `DATA/site` is inside `data`: paths are compared without case there.
  const fold = (path: string) => (CASE_INSENSITIVE ? path.toLowerCase() : path);
  const places = guardedPlaces(cwd, realPath(resolve(cwd, options.dataDir)), options.home ?? homedir()).map((place) => ({
    ...place,
    path: fold(place.path),
  }));
  const at = fold(target);
  for (const place of places) if (at === place.path) refuse(`it is ${place.name}, which a build would replace whole`);
  for (const place of places) if (place.inside && isInside(at, place.path)) refuse(`it is inside ${place.name}, ${place.inside}`);
  for (const place of places) if (isInside(place.path, at)) refuse(`it holds ${place.name}, and a build replaces its output folder whole`);
  const inModules = at.split(sep).indexOf('node_modules');
  if (inModules !== -1)
    refuse(`it is ${inModules === target.split(sep).length - 1 ? 'a' : 'inside a'} node_modules folder, which belongs to npm`);

  const found = folderState(target, cwd);
  if (typeof found !== 'string') refuse(`it ${found.problem}`, found.advice);
  // The spare beside the output is replaced by builds too, so it must be evguide's as well; one that a build was
  // changing when it stopped is (it is marked incomplete).
  const { spare, dirty } = outputSiblings(target);
  const spareFound = existsSync(dirty) ? 'marked' : folderState(spare, cwd);
  if (typeof spareFound !== 'string')
    refuse(`${shownPath(spare, cwd)} beside it ${spareFound.problem}`, 'Move that folder elsewhere, or choose another --out.');
  return { path: target, state: found as OutputClaim['state'] };
}

/** Places no output may be or hold, nor be inside where `inside` says why not. */
function guardedPlaces(cwd: string, dataDir: string, home: string): { path: string; name: string; inside?: string }[] {
  const projectRoot = nearestProjectRoot(cwd);
  const own = "whose files are evguide's own";
  return [
    { path: parse(cwd).root, name: 'the root of the file system' },
    { path: cwd, name: 'the current folder' },
    { path: realPath(home), name: 'your home folder' },
    { path: dataDir, name: 'the data folder', inside: 'whose every file the build reads' },
    ...(projectRoot ? [{ path: projectRoot, name: 'the project folder (it has package.json)' }] : []),
    { path: realPath(packageRoot), name: "evguide's own folder" },
    { path: realPath(join(packageRoot, 'templates')), name: "evguide's templates folder", inside: own },
    { path: realPath(join(packageRoot, 'src')), name: "evguide's source folder", inside: own },
  ];
}

/**
 * What is at `path`: nothing, an empty folder, a marked one or a previous site, which a build may replace; or what
 * is wrong with it. A path below a file cannot become a folder, so it is wrong as well.
 */
function folderState(path: string, cwd: string): OutputClaim['state'] | { problem: string; advice: string } {
  const aFolder = 'Choose a folder, such as --out dist.';
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    const blocker = nearestExisting(dirname(path));
    if (blocker && !statSync(blocker).isDirectory())
      return { problem: `cannot be a folder, as ${shownPath(blocker, cwd)} is a file`, advice: aFolder };
    return 'absent';
  }
  // A link that resolved would have been followed already (realPath): this one leads nowhere.
  if (stat.isSymbolicLink())
    return { problem: 'is a symbolic link that leads nowhere', advice: 'Remove the link, or choose a folder, such as --out dist.' };
  if (!stat.isDirectory()) return { problem: 'is a file, not a folder', advice: aFolder };
  const entries = readdirSync(path);
  if (entries.length === 0) return 'empty';
  if (isMarked(path)) return 'marked';
  const foreign = foreignEntries(entries);
  if (foreign.length === 0 && SITE_SHAPE.every((file) => entries.includes(file))) return 'previous-site';
  const named =
    foreign.length > 0 ? `${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}; ` : '';
  return {
    problem: `holds files evguide did not write (${named}it has no ${OUTPUT_MARKER} file)`,
    advice: 'Choose a new or empty folder, or move those files elsewhere first.',
  };
}

/** Whether evguide may delete or restore the folder at `path`: empty, marked, or a site it built before the marker. */
export function isEvguideFolder(path: string): boolean {
  return typeof folderState(path, dirname(path)) === 'string'; // only whether: no message is shown
}

/** Whether the folder holds evguide's marker, of any format. */
function isMarked(folder: string): boolean {
  try {
    return /^evguide output, format \d+\n/.test(readFileSync(join(folder, OUTPUT_MARKER), 'utf8'));
  } catch {
    return false;
  }
}

/** The nearest folder from `dir` upwards holding a package.json. */
function nearestProjectRoot(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** The path itself, or its nearest ancestor that exists. */
function nearestExisting(path: string): string | undefined {
  for (let at = path; ; at = dirname(at)) {
    if (existsSync(at)) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** The real path of `path`, its links resolved; for a path that does not exist yet, that of its nearest existing ancestor. */
function realPath(path: string): string {
  const existing = nearestExisting(path);
  if (!existing) return path;
  try {
    // The native call gives the case as stored on disk, where a folder may be typed in any case.
    return join(realpathSync.native(existing), relative(existing, path));
  } catch {
    return path;
  }
}
