// Before the end-to-end suite: find Chromium, or install Debian's when we are root with apt-get.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium';

function main(): void {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!isRoot || !hasApt) {
    console.error(
      'No Chromium found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian chromium (about 30 s)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
  if (!findChromium()) {
    console.error('apt-get finished but no Chromium binary was found.');
    process.exit(1);
  }
}

main();
