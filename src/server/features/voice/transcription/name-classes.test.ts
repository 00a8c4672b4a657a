import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classDefinition, nameClassMembers, writeHintedNameClasses } from './name-classes.js';

describe('name classes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'name-classes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes pocketsphinx class definitions with probabilities summing to one', () => {
    expect(classDefinition('[firstname]', ['priya', 'okafor'])).toBe(
      'LMCLASS [firstname]\npriya 5.0000e-1\nokafor 5.0000e-1\nEND [firstname]\n',
    );
  });

  it('leaves out names the language model already knows as words', () => {
    const members = nameClassMembers(new Set(['rachel', 'brown']));
    expect(members.first).not.toContain('rachel');
    expect(members.last).not.toContain('brown');
    expect(members.first).toContain('priya');
    expect(members.last).toContain('okafor');
  });

  it('gives a message classes of its own hinted names, or none when no hinted name needs one', async () => {
    const members = nameClassMembers(new Set(['rachel']));
    const control = await writeHintedNameClasses(dir, '/models/voicemail.lm.bin', members, {
      names: ['priya', 'okafor', 'rachel', 'notanameatallxyz'],
      companies: [],
    });
    expect(control).toBe(path.join(dir, 'voicemail.lmctl'));
    expect(await readFile(control!, 'utf8')).toBe(
      `{ ${dir}/first-names.classdef ${dir}/last-names.classdef }\n/models/voicemail.lm.bin voicemail { [firstname] [lastname] }\n`,
    );
    const first = await readFile(path.join(dir, 'first-names.classdef'), 'utf8');
    expect(first).toContain('priya 5.0000e-1');
    expect(first).toContain('okafor 5.0000e-1');
    expect(first).not.toContain('rachel');

    expect(await writeHintedNameClasses(dir, 'x', members, { names: ['rachel'], companies: [] })).toBeNull();
    expect(await writeHintedNameClasses(dir, 'x', members, undefined)).toBeNull();
  });
});
