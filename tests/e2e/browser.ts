import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/** Playwright's own Chromium when it is installed, else Debian's (see scripts/ensure-chromium.mjs). */
export function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered: fall through
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
