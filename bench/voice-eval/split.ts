import type { TemplateGroup } from './templates/types.js';
import { VOICES, type Voice } from './voices.js';

/**
 * How the evaluation set is kept apart from what it measures. Three splits: `train` (for whoever
 * tunes the pipeline: word lists, rules, decoder settings), `dev` (for choosing among settings)
 * and `test` (the only one reported). The test scripts differ from train/dev in everything a
 * tuner could fit to:
 *   - voices: test speakers never read a train or dev script;
 *   - wordings: every third template of each template group is test-only;
 *   - names, companies and goals: every fourth entry of each list is test-only.
 * Train and dev share voices, templates and lists (dev is a fresh draw from the same pool), so
 * a setting chosen on dev has not seen the test's voices or words either.
 *
 * Positions, not a hash, decide the side so that appending a template or a name never moves an
 * existing one across; the checks in invariants.ts prove the sides stay apart.
 */
export type Split = 'train' | 'dev' | 'test';
export const SPLITS: readonly Split[] = ['train', 'dev', 'test'];

/** Which pool a script draws from: the test pool, or the pool train and dev share. */
export type Side = 'test' | 'tuning';

export const SCRIPT_COUNTS: Record<Split, number> = { train: 360, dev: 120, test: 120 };

const TEST_SPEAKERS = new Set(['espeak-f4', 'espeak-rp', 'espeak-caribbean', 'espeak-m7', 'slt', 'awb', 'ked']);

export const sideOf = (split: Split): Side => (split === 'test' ? 'test' : 'tuning');

export function voicesFor(side: Side): Voice[] {
  return VOICES.filter((voice) => TEST_SPEAKERS.has(voice.speaker) === (side === 'test'));
}

export const isTestTemplate = (index: number) => index % 3 === 2;
export const isTestEntry = (index: number) => index % 4 === 3;

/** A template group's templates on one side, each with its id (group name and position). */
export function templatesFor<G extends Pick<TemplateGroup, 'name'> & { templates: readonly unknown[] }>(
  group: G,
  side: Side,
): Array<{ id: string; say: G['templates'][number] }> {
  return group.templates
    .map((say, index) => ({ id: `${group.name}-${index}`, say, index }))
    .filter(({ index }) => isTestTemplate(index) === (side === 'test'))
    .map(({ id, say }) => ({ id, say }));
}

/** A list's entries on one side. */
export function entriesFor<T>(list: readonly T[], side: Side): T[] {
  return list.filter((_, index) => isTestEntry(index) === (side === 'test'));
}

/**
 * The splits of the non-test scripts: generated as one pool, every fourth is dev. Interleaving
 * (rather than the first 120) keeps dev a sample of the same draw as train.
 */
export function tuningSplit(index: number): Split {
  return index % 4 === 3 ? 'dev' : 'train';
}
