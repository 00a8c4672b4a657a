import { describe, expect, it } from 'vitest';
import { hypothesisText, parseDecoderOutput } from './decoder-output.js';

describe('parseDecoderOutput', () => {
  it('reads the words and their confidences from -time segment lines, without fillers', () => {
    const stdout = [
      'my name is rachel goldberg',
      '<s> 0.000 0.050 0.999400',
      'my 0.060 0.260 0.913124',
      '<sil> 0.360 0.490 0.999300',
      'name(2) 0.500 0.630 0.819049',
      'is 0.640 0.920 1.000000',
      '[NOISE] 0.930 1.000 0.5',
      'rachel 1.010 1.330 0.127679',
      'goldberg 1.340 1.630 3.9964e-02',
      '</s> 1.640 2.170 1.000000',
      'we owe two million',
      'we 3.000 3.100 0.99',
      'owe 3.100 3.300 0.98',
      'two 3.300 3.500 0.97',
      'million 3.500 3.900 0.96',
    ].join('\n');
    const heard = parseDecoderOutput(stdout);
    expect(heard.text).toBe('my name is rachel goldberg we owe two million');
    expect(heard.words?.map((w) => w.word)).toEqual(heard.text.split(' '));
    // With its times in ms from the start of the input: guided answers are cut at them.
    expect(heard.words?.[3]).toEqual({ word: 'rachel', confidence: 0.127679, startMs: 1010, endMs: 1330 });
    expect(heard.words?.[5]).toMatchObject({ word: 'we', startMs: 3000, endMs: 3100 });
    expect(heard.words?.[4]?.confidence).toBeCloseTo(0.04, 3);
  });

  it('falls back to the hypothesis lines when there are no segment lines', () => {
    expect(parseDecoderOutput('hello there\n<s> we owe (2) money <sil>\n')).toEqual({
      text: 'hello there we owe money',
    });
    expect(parseDecoderOutput('')).toEqual({ text: '' });
    expect(hypothesisText('A [NOISE] b')).toBe('a b');
  });
});
