import { type Dirent, existsSync, lstatSync, opendirSync, readdirSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
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
 * and nothing anywhere in it that a build does not write.
 */
const SITE_SHAPE = ['index.html', '404.html', 'serve.json', '_headers', 'sitemap.xml', 'robots.txt'];

/** The other top-level names a build writes, besides its pages (`*.html`) and the files of templates/public. */
const SITE_FILES = new Set([...SITE_SHAPE, '_redirects', 'feed.xml', 'site.webmanifest', 'upcoming.ics']);

/** The image files a build copies from data/images and templates/public. */
const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/;
const PAGE = /\.html$/;

/**
 * The folders a build makes at the top of its output, each with the one kind of file it writes in them, at any
 * depth: hashed styles and scripts, images, the JSON the islands fetch, pages, and launch reminders. The folders of templates/public
 * hold images too.
 */
const SITE_FOLDERS = new Map([
  ['assets', /\.(css|js)$/],
  ['images', IMAGE],
  ['data', /\.json$/],
  ['cars', PAGE],
  ['blog', PAGE],
  ['brands', PAGE],
  // Each upcoming car's calendar reminder.
  ['upcoming', /\.ics$/],
]);

/**
 * How many files and folders evguide reads at most to tell an unmarked folder for a site it built: a site is a few
 * hundred, and a folder too large to read quickly is not one to replace on a guess.
 */
const MOST_READ = 10_000;

/** The files and folders at the top of templates/public, which every build copies to the top of its output. */
function publicTop(): { files: Set<string>; folders: Set<string> } {
  const entries = readdirSync(join(packageRoot, 'templates', 'public'), { withFileTypes: true });
  const names = (folder: boolean) => new Set(entries.filter((entry) => entry.isDirectory() === folder).map((entry) => entry.name));
  return { files: names(false), folders: names(true) };
}

/**
 * Whether a build writes the file, or the folder, at `path` (its names from the output's top down): at the top the
 * site files, pages and public files; below, in each folder a build makes, files of the kind it puts there. No name
 * a build writes starts with a dot (but the marker's, and a marked folder is not read this way).
 */
function writtenByBuild(path: readonly string[], folder: boolean, shipped: ReturnType<typeof publicTop>): boolean {
  if (path.some((name) => name.startsWith('.'))) return false;
  const [top = '', ...below] = path;
  if (below.length === 0 && !folder) return SITE_FILES.has(top) || shipped.files.has(top) || PAGE.test(top);
  const kind = SITE_FOLDERS.get(top) ?? (shipped.folders.has(top) ? IMAGE : undefined);
  return kind !== undefined && (folder || kind.test(path.at(-1) ?? ''));
}

/** What {@link surveyFolder} found: the names at the top, and the paths a build would not have written. */
type Survey = { top: string[]; foreign: string[] } | 'too many';

/**
 * Reads the whole tree under `root`, at most {@link MOST_READ} entries, for the files and folders a build would not
 * have written (paths with `/`, sorted). A foreign folder is named, not read; so is one that cannot be read, whose
 * files evguide cannot vouch for. Links and other special files are foreign: a build writes plain files only.
 */
function surveyFolder(root: string): Survey {
  const shipped = publicTop();
  const top: string[] = [];
  const foreign: string[] = [];
  const pending: string[][] = [[]];
  let budget = MOST_READ;
  for (let names = pending.pop(); names; names = pending.pop()) {
    const entries = readAtMost(join(root, ...names), budget, names.length > 0);
    if (entries === 'too many') return entries;
    if (entries === 'unreadable') {
      foreign.push(names.join('/'));
      continue;
    }
    budget -= entries.length;
    for (const entry of entries) {
      const path = [...names, entry.name];
      if (names.length === 0) top.push(entry.name);
      const folder = entry.isDirectory();
      if (!((folder || entry.isFile()) && writtenByBuild(path, folder, shipped))) foreign.push(path.join('/'));
      else if (folder) pending.push(path);
    }
  }
  return { top, foreign: foreign.sort() };
}

/**
 * The entries of `folder`, read one by one so that a folder of millions costs no more than `most` of them. The
 * output folder itself must be readable (its error is the user's to see); a folder below it may not be.
 */
function readAtMost(folder: string, most: number, below: boolean): Dirent[] | 'too many' | 'unreadable' {
  let dir: ReturnType<typeof opendirSync>;
  try {
    dir = opendirSync(folder);
  } catch (error) {
    if (below) return 'unreadable';
    throw error;
  }
  try {
    const entries: Dirent[] = [];
    for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
      if (entries.length === most) return 'too many';
      entries.push(entry);
    }
    return entries;
  } finally {
    dir.closeSync();
  }
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
  // The spare beside the output is replaced by builds too, so it must be evguide's as well, by what it holds: a
  // spare a build stopped in has the marker, the first file a build puts in it. The file saying a spare is
  // incomplete tells only that its manifest no longer describes it: anyone could have made a file of that name.
  const { spare } = outputSiblings(target);
  const spareFound = folderState(spare, cwd);
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
  if (isMarked(path)) return 'marked';
  return unmarkedState(path);
}

/**
 * An unmarked folder is empty, a site evguide built before the marker existed (the site files at its top, and
 * every file of it one a build writes), or someone's.
 */
function unmarkedState(path: string): 'empty' | 'previous-site' | { problem: string; advice: string } {
  const advice = 'Choose a new or empty folder, or move those files elsewhere first.';
  const found = surveyFolder(path);
  if (found === 'too many') {
    const problem = `holds over ${MOST_READ} files and folders, more than evguide reads to tell a site it built (it has no ${OUTPUT_MARKER} file)`;
    return { problem, advice };
  }
  const { top, foreign } = found;
  if (top.length === 0) return 'empty';
  if (foreign.length === 0 && SITE_SHAPE.every((file) => top.includes(file))) return 'previous-site';
  const named =
    foreign.length > 0 ? `${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}; ` : '';
  return { problem: `holds files evguide did not write (${named}it has no ${OUTPUT_MARKER} file)`, advice };
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
