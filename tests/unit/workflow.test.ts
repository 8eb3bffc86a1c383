import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runEvguide } from './cli-run.ts';

// The ready-made CI workflow (.github/workflows/site.yml) is read as GitHub reads it, and every command it runs is
// checked against what this repository has: an npm script, or an evguide command with options it knows. The evguide
// steps are also run, as the workflow runs them, on the fixture site.

const root = join(import.meta.dirname, '..', '..');
const FIXTURE = join(root, 'tests', 'fixtures', 'site', 'data');

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, Job>;
}

const workflowText = readFileSync(join(root, '.github', 'workflows', 'site.yml'), 'utf8');
const workflow = parse(workflowText) as Workflow;
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const check = workflow.jobs.check!;
const deploy = workflow.jobs.deploy!;

/** The shell commands of a job, one per line, without comments or blank lines. */
const commands = (job: Job) =>
  job.steps.flatMap((step) => (step.run ?? '').split('\n').map((line) => line.trim())).filter((line) => line && !line.startsWith('#'));
/** The evguide command lines of a job (`npm run evguide -- <command> <options>`), as argument lists. */
const evguideCalls = (job: Job) =>
  commands(job)
    .filter((line) => line.startsWith('npm run evguide -- '))
    .map((line) => line.slice('npm run evguide -- '.length).split(/\s+/));
const position = (job: Job, pattern: RegExp) => commands(job).findIndex((line) => pattern.test(line));
const uses = (job: Job, action: string) => job.steps.find((step) => step.uses?.startsWith(`${action}@`));

describe('the CI workflow', () => {
  it('checks pull requests and deploys pushes to main', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(check.if).toBe("github.event_name == 'pull_request'");
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
  });

  it('installs, validates, builds and runs the tests on a pull request, in that order', () => {
    const order = [/^npm ci$/, /^npm run evguide -- validate\b/, /^npm run evguide -- build\b/, /^npm test$/].map((pattern) =>
      position(check, pattern),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('calls only npm scripts that package.json defines', () => {
    for (const job of [check, deploy]) {
      for (const line of commands(job)) {
        const script = /^npm (?:run (\S+)|(test|start))\b/.exec(line);
        if (script) expect(scripts, line).toHaveProperty(script[1] ?? script[2]!);
      }
    }
  });

  it('calls evguide commands with options the CLI has', () => {
    const calls = [...evguideCalls(check), ...evguideCalls(deploy)];
    expect(calls.map(([command]) => command)).toEqual(['validate', 'build', 'validate', 'build']);
    for (const [command, ...args] of calls) {
      const help = runEvguide([command!, '--help']);
      expect(help.code).toBe(0);
      for (const option of args.filter((arg) => arg.startsWith('--'))) expect(help.stdout, `${command} ${option}`).toContain(option);
    }
  });

  it('keeps .evguide-cache between runs, invalidated by a change to the code or the lockfile', () => {
    for (const job of [check, deploy]) {
      const cache = job.steps.find((step) => step.uses?.startsWith('actions/cache@') && step.with?.path === '.evguide-cache');
      expect(cache).toBeDefined();
      const code = "hashFiles('package-lock.json', 'src/**', 'cli/**', 'templates/**')";
      expect(cache!.with!.key).toContain(code);
      // A restore key may reuse a cache of other data, never of other code.
      for (const key of String(cache!.with!['restore-keys']).trim().split('\n')) expect(key).toContain(code);
      // Restored before the first evguide command, which fills it.
      expect(job.steps.indexOf(cache!)).toBeLessThan(job.steps.findIndex((step) => step.run?.startsWith('npm run evguide')));
    }
  });

  it('deploys dist/ with the official Pages actions and only the permissions they need', () => {
    expect(deploy.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    expect(uses(deploy, 'actions/configure-pages')).toBeDefined();
    expect(uses(deploy, 'actions/upload-pages-artifact')?.with?.path).toBe('dist');
    expect(uses(deploy, 'actions/deploy-pages')).toBeDefined();
    const build = deploy.steps.findIndex((step) => step.run?.startsWith('npm run evguide -- build'));
    expect(build).toBeGreaterThan(deploy.steps.indexOf(uses(deploy, 'actions/configure-pages')!));
    expect(build).toBeLessThan(deploy.steps.indexOf(uses(deploy, 'actions/upload-pages-artifact')!));
  });

  it('uses only actions published by GitHub, each pinned to a commit with its version beside it', () => {
    for (const job of [check, deploy])
      for (const step of job.steps) if (step.uses) expect(step.uses).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
    const lines = workflowText.split('\n').filter((line) => /^\s*(?:- )?uses:/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/uses: actions\/[a-z-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('leaves no credential in the checkout, where a build could publish it', () => {
    for (const job of [check, deploy]) expect(uses(job, 'actions/checkout')?.with?.['persist-credentials']).toBe(false);
  });

  describe('its evguide steps, run as the workflow runs them on the fixture site', () => {
    const work = mkdtempSync(join(tmpdir(), 'evguide-workflow-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it('validate passes on good data', () => {
      const [, ...args] = evguideCalls(check)[0]!;
      const run = runEvguide(['validate', ...args, '--data', FIXTURE], { env: { GITHUB_ACTIONS: 'true' } });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain('is valid');
    });

    it('validate annotates each problem of bad data on its line, for the pull request', () => {
      const [, ...args] = evguideCalls(check)[0]!;
      const bad = join(root, 'tests', 'fixtures', 'bad', 'negative-price');
      const run = runEvguide(['validate', ...args, '--data', bad], { env: { GITHUB_ACTIONS: 'true' } });
      expect(run.code).toBe(1);
      const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::error '));
      expect(annotations.length).toBeGreaterThan(0);
      // The same problems as the text report on stderr, one annotation each, at the same place.
      const located = [...run.stderr.matchAll(/^(\S+):(\d+):(\d+) {2}/gm)].map(
        ([, file, line, col]) => `file=${file},line=${line},col=${col},`,
      );
      expect(annotations.map((line) => /file=[^,]+,line=\d+,col=\d+,/.exec(line)?.[0])).toEqual(located);
    });

    it('build writes the site that the deploy job uploads', () => {
      const [, ...args] = evguideCalls(deploy)[1]!;
      // The deploy job's --base-url is the Pages address, from configure-pages; here, one of the same form.
      const step = deploy.steps.find((candidate) => candidate.run?.startsWith('npm run evguide -- build'))!;
      expect(step.env?.BASE_URL).toMatch(/^\$\{\{ steps\.pages\.outputs\.base_url \}\}$/);
      const resolved = args.map((arg) => (arg === '"$BASE_URL"' ? 'https://example.github.io' : arg));
      const run = runEvguide(['build', ...resolved, '--data', FIXTURE, '--out', join(work, 'dist')], { cwd: work });
      expect(run.code, run.stderr).toBe(0);
      expect(readFileSync(join(work, 'dist', 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.github.io/</loc>');
      expect(readFileSync(join(work, 'dist', '404.html'), 'utf8')).toContain('Oops! Page not found');
    });
  });
});
