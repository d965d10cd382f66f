// Before the end-to-end suite: find Chromium, or install Debian's when we are root with apt-get; and a
// Chinese font, without which zh-TW pages render as empty boxes (the screenshots compare pictures of them).
import { execSync } from 'node:child_process';
import { findChromium } from './chromium';

/** Debian's package of the Chinese font the screenshots were taken with. */
const CJK_FONT_PACKAGE = 'fonts-wqy-zenhei';

function hasCjkFont(): boolean {
  try {
    return execSync('fc-list :lang=zh-tw family', { encoding: 'utf8', shell: '/bin/sh' }).includes(
      'WenQuanYi',
    );
  } catch {
    return false;
  }
}

function main(): void {
  const found = findChromium();
  if (found && hasCjkFont()) {
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
  const missing = [...(found ? [] : ['chromium']), ...(hasCjkFont() ? [] : [CJK_FONT_PACKAGE])];
  if (!isRoot || !hasApt) {
    console.error(
      `Missing: ${missing.join(', ')}. Install them (Debian: \`apt-get install -y ${missing.join(' ')}\`), or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} (about 30 s)…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
      shell: '/bin/sh',
    },
  );
  if (!findChromium()) {
    console.error('apt-get finished but no Chromium binary was found.');
    process.exit(1);
  }
}

main();
