import { CONDITIONS, type Condition } from '../conditions.js';

/**
 * The bench's options:
 *   --split test|dev     which split to measure (test by default; dev is for choosing settings,
 *                        train is for building and is never measured here)
 *   --limit N            messages per condition (default: as many as fit the time budget)
 *   --conditions a,b     a subset of clean,noise,phone,quiet
 *   --hints both|on|off  run with the e-mail's hints, without ("speech alone"), or both
 *   --generate-only      make the cache (scripts, the split's audio) and stop
 */
export interface BenchOptions {
  split: 'test' | 'dev';
  limit?: number;
  conditions: Condition[];
  hints: 'both' | 'on' | 'off';
  generateOnly: boolean;
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { split: 'test', conditions: [...CONDITIONS], hints: 'both', generateOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? fail(`${flag} needs a value`);
    switch (flag) {
      case '--split': {
        const split = value();
        if (split !== 'test' && split !== 'dev')
          fail(`--split must be test or dev (train is not measured), not ${split}`);
        options.split = split as 'test' | 'dev';
        break;
      }
      case '--limit': {
        const limit = Number(value());
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number above 0');
        options.limit = limit;
        break;
      }
      case '--conditions': {
        const names = value().split(',').filter(Boolean);
        const unknown = names.filter((name) => !(CONDITIONS as readonly string[]).includes(name));
        if (unknown.length > 0 || names.length === 0)
          fail(`--conditions takes ${CONDITIONS.join(',')}; got ${unknown.join(',')}`);
        options.conditions = CONDITIONS.filter((c) => names.includes(c));
        break;
      }
      case '--hints': {
        const hints = value();
        if (hints !== 'both' && hints !== 'on' && hints !== 'off') fail('--hints must be both, on or off');
        options.hints = hints as BenchOptions['hints'];
        break;
      }
      case '--generate-only':
        options.generateOnly = true;
        break;
      default:
        fail(`unknown option ${flag}`);
    }
  }
  return options;
}

function fail(message: string): never {
  throw new Error(
    `${message}\nUsage: npm run bench:voice -- [--split test|dev] [--limit N] [--conditions clean,phone] [--hints both|on|off] [--generate-only]`,
  );
}
