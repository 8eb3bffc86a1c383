import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeVersion, diskCache } from '../../src/cache.ts';
import { cachedCatalogue, catalogueKey } from '../../src/catalogue-cache.ts';
import { absolute, DEFAULTS, resolveConfig } from '../../src/config.ts';
import type { Catalogue } from '../../src/validate/index.ts';
import { SITE_DATA } from './fixture.ts';

describe('resolveConfig', () => {
  it('fills what is not given from the defaults, once, and freezes the result', () => {
    const config = resolveConfig({}, {});
    expect(config).toMatchObject({
      dataDir: DEFAULTS.dataDir,
      outDir: DEFAULTS.outDir,
      cacheDir: DEFAULTS.cacheDir,
      cache: true,
      strict: false,
    });
    expect(config.baseUrl).toBeUndefined();
    expect(config.threads).toBeUndefined();
    expect(config.cwd).toBe(process.cwd());
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => Object.assign(config, { dataDir: 'elsewhere' })).toThrow();
  });

  it('keeps what is given, resolves folders against its cwd where they are used, and trims the base URL', () => {
    const config = resolveConfig({
      dataDir: 'site',
      outDir: '/srv/www',
      cacheDir: 'tmp/cache',
      cwd: '/work/project',
      baseUrl: 'https://example.com//',
      threads: 2,
    });
    expect(config).toMatchObject({ dataDir: 'site', outDir: '/srv/www', threads: 2, baseUrl: 'https://example.com' });
    expect(absolute(config, 'dataDir')).toBe('/work/project/site');
    expect(absolute(config, 'outDir')).toBe('/srv/www');
    expect(absolute(config, 'cacheDir')).toBe('/work/project/tmp/cache');
  });

  it('takes the build date from SOURCE_DATE_EPOCH, else today at midnight UTC', () => {
    expect(resolveConfig({}, { SOURCE_DATE_EPOCH: '1763683200' }).buildDate.toISOString()).toBe('2025-11-21T00:00:00.000Z');
    const today = resolveConfig({}, {}).buildDate;
    expect(today.getUTCHours() + today.getUTCMinutes() + today.getUTCSeconds()).toBe(0);
  });

  it('returns a resolved config as it is, so a stage that resolves again changes nothing', () => {
    const config = resolveConfig({ dataDir: 'x' });
    expect(resolveConfig(config)).toBe(config);
    expect(resolveConfig({ ...config })).not.toBe(config);
    expect(resolveConfig({ ...config })).toEqual(config);
  });
});

describe('the catalogue behind evguide query', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'evguide-catalogue-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
  const dataDir = resolve(SITE_DATA);
  const plant = (version: string, name: string) => {
    const cache = diskCache(cacheDir);
    const real = cache.get<Catalogue>('catalogue', catalogueKey(dataDir, codeVersion))!;
    cache.set('catalogue', catalogueKey(dataDir, version), { ...real, cars: real.cars.map((car) => ({ ...car, name })) });
    cache.save();
  };

  it('is kept in the one cache, under its own namespace, and read back from it', async () => {
    const first = await cachedCatalogue({ dataDir, cacheDir });
    expect(first.cars.length).toBeGreaterThan(0);
    plant(codeVersion, 'Read from the cache');
    expect((await cachedCatalogue({ dataDir, cacheDir })).cars[0]!.name).toBe('Read from the cache');
  });

  it('is keyed by the code version: what another version of evguide cached is never read', async () => {
    expect(catalogueKey(dataDir, 'one version')).not.toBe(catalogueKey(dataDir, 'another'));
    rmSync(cacheDir, { recursive: true, force: true });
    await cachedCatalogue({ dataDir, cacheDir });
    const cache = diskCache(cacheDir);
    const real = cache.get<Catalogue>('catalogue', catalogueKey(dataDir, codeVersion))!;
    // As if an older evguide had cached it: under the key that version gives, with a different score model.
    cache.set('catalogue', catalogueKey(dataDir, 'an older evguide'), { ...real, cars: real.cars.map((car) => ({ ...car, rating: 0 })) });
    cache.save();
    const now = await cachedCatalogue({ dataDir, cacheDir, cache: true });
    expect(now.cars.every((car) => car.rating > 0)).toBe(true);
  });

  it('is not written with the cache off', async () => {
    const off = mkdtempSync(join(tmpdir(), 'evguide-catalogue-off-'));
    try {
      await cachedCatalogue({ dataDir, cacheDir: join(off, 'cache'), cache: false });
      expect(diskCache(join(off, 'cache')).get('catalogue', catalogueKey(dataDir))).toBeUndefined();
    } finally {
      rmSync(off, { recursive: true, force: true });
    }
  });
});
