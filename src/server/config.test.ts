import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.js';
import { PROJECT_ROOT } from './paths.js';

describe('configuration', () => {
  it('works with nothing set: port 3000, embedded database in ./data, no admin password yet', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
    expect(config.secure).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
    // The RSS guard is on by default, below the production compose file's 1.5 GiB memory limit.
    expect(config.pressure.maxRssBytes).toBe(1024 * 1024 * 1024);
    expect(config.redisUrl).toBeUndefined();
    expect(config.healthToken).toBeUndefined();
  });

  it('keeps data as long as the privacy page says by default, and reads other periods', () => {
    expect(loadConfig({}).retention).toEqual({ inquiries: 1095, voiceRecordings: 365, activity: 90, ipAddresses: 90 });
    const set = loadConfig({
      INQUIRY_RETENTION_DAYS: '730',
      VOICE_AUDIO_RETENTION_DAYS: '180',
      ACTIVITY_RETENTION_DAYS: '30',
      IP_RETENTION_DAYS: '14',
    });
    expect(set.retention).toEqual({ inquiries: 730, voiceRecordings: 180, activity: 30, ipAddresses: 14 });
    expect(() => loadConfig({ VOICE_AUDIO_RETENTION_DAYS: '0' })).toThrow(/VOICE_AUDIO_RETENTION_DAYS: /);
    expect(() => loadConfig({ INQUIRY_RETENTION_DAYS: 'forever' })).toThrow(
      /INQUIRY_RETENTION_DAYS: must be a whole number/,
    );
  });

  it('refuses a Redis URL of another scheme and a short health token', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
    expect(() => loadConfig({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN: must be at least 24 characters/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/0' }).redisUrl).toBe('rediss://cache.internal:6380/0');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgres://app@db:5432/site',
      ADMIN_PASSWORD: 'a very long password',
      PUBLIC_URL: 'https://debt.example.com',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      SMTP_URL: 'smtp://mail:25',
      NOTIFY_EMAIL: 'owner@debt.example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/site',
      databaseUrl: 'postgres://app@db:5432/site',
      adminPassword: 'a very long password',
      secure: true,
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      smtpUrl: 'smtp://mail:25',
      notifyEmail: 'owner@debt.example.com',
      logLevel: 'warn',
      mailFrom: 'Website <no-reply@debt.example.com>',
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('fails fast with a readable list of every problem', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'short',
        PUBLIC_URL: 'ftp://x',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: must be a whole number');
    expect(problems).toContain('DATABASE_URL: must start with postgres://');
    expect(problems).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    expect(problems).toContain('PUBLIC_URL: must be an http(s) URL');
    expect(problems).toContain("TRUST_PROXY: 'true' would let any client choose its IP");
    expect(problems).toContain('LOG_LEVEL');
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("reads ALLOWED_ORIGINS as the site's other origins, after PUBLIC_URL's", () => {
    expect(loadConfig({}).siteOrigins).toEqual(['http://localhost:3000']);
    const config = loadConfig({
      PUBLIC_URL: 'https://debt.example.com/contact',
      ALLOWED_ORIGINS: ' https://WWW.debt.example.com , https://debt.example.com:443,http://127.0.0.1:8080,',
    });
    // Written as browsers send Origin: lower case, no default port; PUBLIC_URL's path is not part of it.
    expect(config.siteOrigins).toEqual([
      'https://debt.example.com',
      'https://www.debt.example.com',
      'http://127.0.0.1:8080',
    ]);
    expect(loadConfig({ ALLOWED_ORIGINS: '  ' }).siteOrigins).toEqual(['http://localhost:3000']);
  });

  it('refuses an ALLOWED_ORIGINS entry that is not scheme://host[:port]', () => {
    for (const entry of [
      'https://www.debt.example.com/',
      'https://www.debt.example.com/contact',
      'https://www.debt.example.com?x=1',
      'https://www.debt.example.com#top',
      'https://user@www.debt.example.com',
      'www.debt.example.com',
      'ftp://www.debt.example.com',
      '*',
      'null',
      'https://',
      'https://www.debt.example.com:99999',
    ]) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: `https://debt.example.com,${entry}` }), entry).toThrow(
        `ALLOWED_ORIGINS: '${entry}' is not an origin: write scheme://host[:port] with no path, e.g. https://www.example.com`,
      );
    }
  });

  it("the README's configuration table lists exactly the settings config.ts reads", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    // A row's first cell names one setting or several, e.g. | `MAIL_RETRY_FIRST_SECONDS` / `MAIL_RETRY_MAX_SECONDS` |.
    const listed = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    expect(listed.length).toBeGreaterThan(50);
    expect(ENV_VARIABLES.filter((name) => name !== 'NODE_ENV' && !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
  });

  it('.env.example documents every variable and works as it is', () => {
    const example = parse(readFileSync(path.join(PROJECT_ROOT, '.env.example')));
    const documented = Object.keys(example);
    expect(ENV_VARIABLES.filter((name) => name !== 'NODE_ENV' && !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
    expect(loadConfig(example).port).toBe(3000);
  });
});
