import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

type Verdict = 'allowed' | 'weak' | 'unknown' | 'refused';
interface CheckDependencies {
  classify(expression: string): Verdict;
  checkLicences(projectDir: string): { ok: boolean; lines: string[] };
  checkAdvisories(report: unknown, allowOffline: boolean): { status: 'ok' | 'failed' | 'not-done'; lines: string[] };
}
// A computed specifier: the script is plain JavaScript without type declarations.
const scriptPath = './check-dependencies.mjs';
const { classify, checkLicences, checkAdvisories } = (await import(scriptPath)) as CheckDependencies;

describe('licence expressions', () => {
  it.each<[string, Verdict]>([
    ['MIT', 'allowed'],
    ['BlueOak-1.0.0', 'allowed'],
    ['MIT AND ISC AND BSD-3-Clause', 'allowed'],
    ['(MIT OR GPL-3.0-only)', 'allowed'],
    ['GPL-3.0-only', 'refused'],
    ['GPL-2.0+', 'refused'],
    ['AGPL-3.0-or-later', 'refused'],
    ['MIT AND GPL-2.0', 'refused'],
    ['GPL-2.0 WITH Classpath-exception-2.0', 'refused'],
    ['SSPL-1.0', 'refused'],
    ['LGPL-2.1-or-later', 'weak'],
    ['(MPL-2.0 OR Apache-2.0)', 'allowed'],
    ['CC-BY-SA-4.0', 'weak'],
    ['SEE LICENSE IN LICENSE.txt', 'unknown'],
    ['Apache 2.0', 'unknown'],
  ])('%s is %s', (expression, verdict) => {
    expect(classify(expression)).toBe(verdict);
  });
});

describe('the production dependency tree', () => {
  const project = mkdtempSync(path.join(os.tmpdir(), 'check-deps-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (dir: string, manifest: object) => {
    mkdirSync(path.join(project, dir), { recursive: true });
    writeFileSync(path.join(project, dir, 'package.json'), JSON.stringify(manifest));
  };

  it('follows dependencies as Node resolves them, nested copies and peers included, and skips dev ones', () => {
    write('.', { dependencies: { app: '1' }, devDependencies: { 'dev-tool': '1' } });
    write('node_modules/app', {
      name: 'app',
      version: '1.0.0',
      license: 'MIT',
      dependencies: { inner: '2' },
      optionalDependencies: { 'not-on-this-platform': '1' },
    });
    write('node_modules/app/node_modules/inner', {
      name: 'inner',
      version: '2.0.0',
      license: 'GPL-3.0-only',
      peerDependencies: { shared: '1' },
    });
    write('node_modules/inner', { name: 'inner', version: '1.0.0', license: 'MIT' }); // a different copy, not used
    write('node_modules/shared', { name: 'shared', version: '1.0.0', licenses: [{ type: 'LGPL-3.0' }] });
    write('node_modules/dev-tool', { name: 'dev-tool', version: '1.0.0', license: 'AGPL-3.0' });

    const result = checkLicences(project);
    const text = result.lines.join('\n');
    expect(result.ok).toBe(false);
    expect(text).toContain('Licences of 3 production packages');
    expect(text).toMatch(/REFUSED[^\n]*\n {2}- inner@2\.0\.0: GPL-3\.0-only/);
    expect(text).toMatch(/Weak copyleft[^\n]*\n {2}- shared@1\.0\.0: LGPL-3\.0/);
    expect(text).not.toContain('dev-tool');
    expect(text).not.toContain('not-on-this-platform');
  });

  it('lists a package without a licence as unknown, and a missing required package', () => {
    write('.', { dependencies: { plain: '1', absent: '1' } });
    write('node_modules/plain', { name: 'plain', version: '0.1.0' });
    const result = checkLicences(project);
    const text = result.lines.join('\n');
    expect(result.ok).toBe(false);
    expect(text).toMatch(/UNKNOWN[^\n]*\n {2}- plain@0\.1\.0: \(none\)/);
    expect(text).toMatch(/MISSING[^\n]*\n {2}- absent \(needed by package\.json\)/);
  });
});

describe('npm audit reports', () => {
  const report = (vulnerabilities: Record<string, object>, high: number) => ({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 1, moderate: 0, high, critical: 0, total: high + 1 },
      dependencies: { prod: 193 },
    },
  });

  it('fails on a high advisory and names it', () => {
    const result = checkAdvisories(
      report(
        {
          'some-lib': {
            name: 'some-lib',
            severity: 'high',
            range: '<1.2.3',
            via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
            fixAvailable: true,
          },
          'low-lib': { name: 'low-lib', severity: 'low', range: '*', via: ['some-lib'], fixAvailable: false },
        },
        1,
      ),
      false,
    );
    expect(result.status).toBe('failed');
    expect(result.lines.join('\n')).toContain(
      'HIGH some-lib <1.2.3: Prototype pollution (https://github.com/advisories/GHSA-xxxx); a fix is available',
    );
    expect(result.lines.join('\n')).not.toContain('low-lib');
  });

  it('passes with only low advisories', () => {
    const result = checkAdvisories(
      report({ 'low-lib': { name: 'low-lib', severity: 'low', range: '*', via: [], fixAvailable: false } }, 0),
      false,
    );
    expect(result.status).toBe('ok');
    expect(result.lines[0]).toContain('193 production dependencies; advisories: 0 critical, 0 high, 0 moderate, 1 low');
  });

  it('fails when the audit endpoint cannot be used, unless explicitly allowed, and then says it was not done', () => {
    const unreachable = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    };
    const strict = checkAdvisories(unreachable, false);
    expect(strict.status).toBe('failed');
    expect(strict.lines.join('\n')).toContain('405 Method Not Allowed');
    const allowed = checkAdvisories(unreachable, true);
    expect(allowed.status).toBe('not-done');
    expect(allowed.lines.join('\n')).toContain('AUDIT NOT DONE');
  });
});
