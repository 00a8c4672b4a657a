import { describe, expect, it } from 'vitest';
import { splitDomainLabel } from './split-domain.js';

const split = (label: string, caller: string[] = []) => splitDomainLabel(label, caller).map((w) => w.text);

describe('splitDomainLabel', () => {
  it.each([
    ['goldbergstaffing', 'goldberg staffing'],
    ['walshexcavating', 'walsh excavating'],
    ['blueridgetrucking', 'blue ridge trucking'],
    ['smithandsonsllc', 'smith and sons llc'],
    ['tristatelogistics', 'tri state logistics'],
    ['thegreengroup', 'the green group'],
    ['firstchoiceroofing', 'first choice roofing'],
    ['1stchoicedental', '1st choice dental'],
    ['goldberg-staffing', 'goldberg staffing'],
    ['brightsmilesdental', 'bright smiles dental'],
  ])('%s → %s', (label, words) => {
    expect(split(label).join(' ')).toBe(words);
  });

  it('keeps an unknown surname whole rather than breaking short words out of it', () => {
    expect(split('newmanplumbing')).toEqual(['newman', 'plumbing']);
    expect(split('bigelowtrucking')).toEqual(['bigelow', 'trucking']);
    expect(split('oakleyconstruction')).toEqual(['oakley', 'construction']);
    expect(split('zielbergstaffing')).toEqual(['zielberg', 'staffing']);
  });

  it('knows the words of the caller’s own address', () => {
    expect(splitDomainLabel('zielbergstaffing', ['zielberg'])[0]).toEqual({ text: 'zielberg', kind: 'caller' });
  });

  it('takes a legal form only at the end', () => {
    expect(split('acmeroofingllc')).toEqual(['acme', 'roofing', 'llc']);
    expect(splitDomainLabel('llcroofing').some((w) => w.kind === 'legal')).toBe(false);
  });

  it('marks what no list knows', () => {
    expect(splitDomainLabel('jmtrucking')).toEqual([
      { text: 'jm', kind: 'unknown' },
      { text: 'trucking', kind: 'business' },
    ]);
  });
});
