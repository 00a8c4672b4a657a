#!/usr/bin/env node
/**
 * The one entry point behind `npm start`, `npm test`, `npm run admin:password`, `npm run backup`,
 * `npm run restore`, `npm run retention` and `npm run bench:voice` (and the scanners of
 * `npm run security:scan`), so that a fresh clone needs nothing typed by hand. Dependency-free on
 * purpose: it runs before node_modules exists. Each step says what it does:
 *   1. system packages the command needs (apt-get when root on Debian; otherwise a hint),
 *   2. npm packages, when node_modules is missing or older than package-lock.json,
 *   3. the build, when any source file changed since the last build,
 *   4. the command itself.
 */
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CI = Boolean(process.env.CI);
const command = process.argv[2];
const extraArgs = process.argv.slice(3);

/** Debian packages per command: `binary` tells whether it is already there. */
const VOICE_PACKAGES = [
  { name: 'ffmpeg', binary: '/usr/bin/ffmpeg', why: 'voicemail duration and playable MP4 copies' },
  { name: 'pocketsphinx', binary: '/usr/bin/pocketsphinx_continuous', why: 'offline voicemail transcription' },
  {
    name: 'pocketsphinx-en-us',
    binary: '/usr/share/pocketsphinx/model/en-us/en-us',
    why: 'the English model for offline transcription',
  },
];
/** The voicemail evaluation (`npm run bench:voice`): the decoder, and the speech engines that read its scripts. */
const BENCH_VOICE_PACKAGES = [
  ...VOICE_PACKAGES,
  { name: 'espeak-ng', binary: '/usr/bin/espeak-ng', why: 'formant voices reading the evaluation voicemails' },
  { name: 'flite', binary: '/usr/bin/flite', why: 'flite voices (kal, slt, rms, awb) for the evaluation' },
  { name: 'festival', binary: '/usr/bin/text2wave', why: 'festival voices for the evaluation' },
  { name: 'festlex-cmu', binary: '/usr/share/festival/dicts/cmu/cmulex.scm', why: "festival's US English lexicon" },
  {
    name: 'festvox-kallpc16k',
    binary: '/usr/share/festival/voices/english/kal_diphone',
    why: 'the kal festival voice',
  },
  {
    name: 'festvox-kdlpc16k',
    binary: '/usr/share/festival/voices/english/ked_diphone',
    why: 'the ked festival voice',
  },
  {
    name: 'festvox-us-slt-hts',
    binary: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
    why: 'the slt festival voice',
  },
  { name: 'sox', binary: '/usr/bin/sox', why: 'inspecting the generated audio by hand (soxi, stat)' },
];
const SYSTEM_PACKAGES = {
  start: VOICE_PACKAGES,
  'bench-voice': BENCH_VOICE_PACKAGES,
  test: [
    ...VOICE_PACKAGES,
    { name: 'espeak-ng', binary: '/usr/bin/espeak-ng', why: 'generated speech for the voicemail tests' },
    { name: 'chromium', binary: '/usr/bin/chromium', why: 'end-to-end tests in a real browser' },
    { name: 'poppler-utils', binary: '/usr/bin/pdftotext', why: 'reading the brochure PDFs in tests' },
  ],
  /** `npm run security:scan` (scripts/security-scan.sh, docs/security-scan.md): the two scanners only. */
  'security-scan': [
    { name: 'sqlmap', binary: '/usr/bin/sqlmap', why: 'SQL injection scan of the JSON APIs' },
    { name: 'wapiti', binary: '/usr/bin/wapiti', why: 'web application scan of the site' },
    {
      // Wapiti asks for brotli, which the site serves, but Debian's package does not depend on the
      // decoder: without it every page reads as compressed bytes and the crawl finds no link.
      name: 'python3-brotli',
      binary: '/usr/lib/python3/dist-packages/brotli.py',
      why: "wapiti's brotli decoder",
    },
  ],
  'admin-password': [],
  backup: [],
  restore: [],
  retention: [],
};

/** Everything the build reads; a change in any of them triggers a rebuild. */
const BUILD_INPUTS = [
  'src',
  'content',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'scripts/compress-assets.mjs',
  'scripts/dist-package.mjs',
  'package.json',
  'scripts/prerender.mjs',
  'scripts/build-pdfs.ts',
  'scripts/pdf',
];

const say = (message) => process.stdout.write(`[bootstrap] ${message}\n`);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, what, options = {}) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    say(`${what} failed (exit ${status})`);
    process.exit(status);
  }
}

function ensureSystemPackages(packages) {
  const missing = packages.filter((pkg) => !existsSync(pkg.binary));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    say(`installing Debian packages: ${names.join(', ')} (${missing.map((pkg) => pkg.why).join('; ')})`);
    must('apt-get', ['update', '-qq'], 'apt-get update');
    must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], 'apt-get install');
    return;
  }
  const hint = `missing system packages: ${names.join(', ')}; install them with: sudo apt-get install ${names.join(' ')}`;
  if (CI) {
    say(`${hint}\n[bootstrap] CI must run every test, so this is a failure.`);
    process.exit(1);
  }
  say(`${hint}\n[bootstrap] continuing; the steps that need them will fail or be skipped.`);
}

function hashOf(paths) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        visit(path.join(relative, entry));
      }
      return;
    }
    hash.update(relative).update('\0').update(readFileSync(full)).update('\0');
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

function ensureNodeModules() {
  const stamp = path.join(ROOT, 'node_modules', '.bootstrap-lock-hash');
  const wanted = hashOf(['package.json', 'package-lock.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say(
    existsSync(path.join(ROOT, 'node_modules'))
      ? 'package-lock.json changed: updating npm packages'
      : 'installing npm packages',
  );
  // `npm install` rather than `npm ci`: the registry here lacks some other platforms' optional
  // binaries (Tailwind's oxide), which `npm ci` refuses as an out-of-sync lock file.
  must('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
  writeFileSync(stamp, hashOf(['package.json', 'package-lock.json']));
}

function ensureBuild() {
  const stamp = path.join(ROOT, 'dist', '.build-hash');
  const wanted = hashOf(BUILD_INPUTS);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say('sources changed since the last build: building');
  must('npm', ['run', '--silent', 'build'], 'build');
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, wanted);
}

/** Runs a long-lived child with the terminal, passing signals on so it can shut down cleanly. */
function handOver(cmd, args) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const SERVER_MAIN = 'dist/node/src/server/main.js';

switch (command) {
  case 'start':
    ensureSystemPackages(SYSTEM_PACKAGES.start);
    ensureNodeModules();
    ensureBuild();
    handOver(process.execPath, [SERVER_MAIN, ...extraArgs]);
    break;
  case 'admin-password':
    ensureNodeModules();
    ensureBuild();
    handOver(process.execPath, ['dist/node/src/server/scripts/admin-password.js']);
    break;
  case 'backup':
  case 'restore':
  case 'retention':
    ensureNodeModules();
    ensureBuild();
    handOver(process.execPath, [`dist/node/src/server/scripts/${command}.js`, ...extraArgs]);
    break;
  case 'bench-voice':
    // Only what the voicemail evaluation needs; it runs from source with tsx, so no build.
    ensureSystemPackages(SYSTEM_PACKAGES['bench-voice']);
    ensureNodeModules();
    break;
  case 'security-scan':
    // The scanners only: scripts/security-scan.sh builds and starts the server itself.
    ensureSystemPackages(SYSTEM_PACKAGES['security-scan']);
    break;
  case 'test': {
    ensureSystemPackages(SYSTEM_PACKAGES.test);
    ensureNodeModules();
    ensureBuild();
    say('static checks (TypeScript, ESLint, Prettier)');
    must('npm', ['run', '--silent', 'typecheck'], 'typecheck');
    must('npm', ['run', '--silent', 'lint'], 'lint');
    must('npm', ['run', '--silent', 'format:check'], 'format check (npm run format fixes it)');
    say('dependency checks (npm audit of production dependencies, licences)');
    // This machine's registry refuses npm's audit endpoint (405), so `npm test` lets the audit
    // report itself as not done instead of failing every run; the licence check always counts.
    // Set CHECK_DEPS_ALLOW_OFFLINE_AUDIT=0 to make an unreachable audit fail here too.
    must('npm', ['run', '--silent', 'check:deps'], 'dependency check', {
      env: { ...process.env, CHECK_DEPS_ALLOW_OFFLINE_AUDIT: process.env.CHECK_DEPS_ALLOW_OFFLINE_AUDIT ?? '1' },
    });
    say('unit and API tests (Vitest, PGlite and PostgreSQL)');
    const unit = run('npx', ['vitest', 'run', ...extraArgs]);
    if (unit !== 0) process.exit(unit);
    say('end-to-end tests (Playwright, Chromium)');
    process.exit(run('npx', ['playwright', 'test']));
    break;
  }
  default:
    say(
      `unknown command '${command}'; use start, test, admin-password, backup, restore, retention, bench-voice or security-scan`,
    );
    process.exit(2);
}
