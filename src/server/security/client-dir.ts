import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '#server/paths.js';

/**
 * The browser app the security suites serve: the real build (`dist/client`, made before the tests
 * by `npm test`) when present, so headers and bodies are checked on the pages visitors get;
 * otherwise a small stand-in laid out the same way.
 */
export interface ClientDir {
  dir: string;
  built: boolean;
  /** An existing hashed asset, e.g. /assets/index-abc.js. */
  assetPath: string;
  cleanup(): void;
}

export function clientDirForTests(): ClientDir {
  const built = path.join(PROJECT_ROOT, 'dist', 'client');
  if (existsSync(path.join(built, 'index.html')) && existsSync(path.join(built, 'assets'))) {
    const asset = readFirstAsset(built);
    if (asset) return { dir: built, built: true, assetPath: asset, cleanup: () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'security-client-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Shell</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'faq'));
  writeFileSync(path.join(dir, 'faq', 'index.html'), '<!doctype html><title>FAQ</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404 Page Not Found</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return {
    dir,
    built: false,
    assetPath: '/assets/index-abc123.js',
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function readFirstAsset(clientDir: string): string | undefined {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const match = /src="(\/assets\/[^"]+\.js)"/.exec(html);
  return match?.[1];
}
