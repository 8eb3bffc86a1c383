// Makes sure a Chromium exists for the Playwright tests: Playwright's own when installed, else Debian's
// /usr/bin/chromium. When neither exists and we can (root on Debian), installs Debian's; otherwise stops with
// the one command to run. Prints the browser it found so a test log says which was used. The same for a Devanagari
// font, which the Hindi pages need.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

let found = playwrightChromium() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
if (!found) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    process.stderr.write(`No Chromium found for the browser tests. Install one with:\n  sudo sh -c '${INSTALL}'\n`);
    process.exit(1);
  }
  process.stderr.write("No Chromium found; installing Debian's chromium package...\n");
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  found = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
  if (!found) {
    process.stderr.write(`Installing chromium did not provide ${DEBIAN_CHROMIUM}. Try:\n  ${INSTALL}\n`);
    process.exit(1);
  }
}
process.stderr.write(`Chromium for the browser tests: ${found}\n`);

// The Hindi pages are tested and measured as phones show them, in a system Devanagari font (Android's is Noto Sans
// Devanagari): without one, Chromium draws boxes, and text that fits in Hindi cannot be told from text that does not.
const NOTO = 'apt-get update && apt-get install -y fonts-noto-core';
const hasDevanagari = () => {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};
if (!hasDevanagari()) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write("No Devanagari font for the Hindi pages; installing Debian's fonts-noto-core...\n");
    execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${NOTO}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!hasDevanagari()) {
    process.stderr.write(`No Devanagari font for the Hindi pages' tests. Install one with:\n  sudo sh -c '${NOTO}'\n`);
    process.exit(1);
  }
}
