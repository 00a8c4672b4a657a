import { describe, expect, it } from 'vitest';
import { AUDIO_CONSTRAINTS, audioFileName, baseMimeType, formatDuration, pickMimeType } from './recorder-support.js';

describe('pickMimeType', () => {
  it('prefers WebM/Opus, then plain WebM, MP4 (Safari) and Ogg/Opus', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/webm')).toBe('audio/webm');
    expect(pickMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType((type) => type === 'audio/ogg;codecs=opus')).toBe('audio/ogg;codecs=opus');
  });

  it('leaves the choice to the browser when it supports none, or when asking throws', () => {
    expect(pickMimeType(() => false)).toBeUndefined();
    expect(
      pickMimeType(() => {
        throw new Error('not implemented');
      }),
    ).toBeUndefined();
  });
});

describe('file naming', () => {
  it('names the upload voice-feedback with the extension of what was recorded', () => {
    expect(audioFileName('audio/webm;codecs=opus')).toBe('voice-feedback.webm');
    expect(audioFileName('audio/webm')).toBe('voice-feedback.webm');
    expect(audioFileName('audio/mp4')).toBe('voice-feedback.mp4');
    expect(audioFileName('audio/mp4;codecs=mp4a.40.2')).toBe('voice-feedback.mp4');
    expect(audioFileName('audio/ogg;codecs=opus')).toBe('voice-feedback.ogg');
    expect(audioFileName('')).toBe('voice-feedback.webm');
  });

  it('drops the codec parameters from the media type', () => {
    expect(baseMimeType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(baseMimeType('Audio/MP4; codecs="mp4a.40.2"')).toBe('audio/mp4');
  });
});

describe('formatDuration', () => {
  it('shows m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

it('asks for mono 44.1 kHz audio without the browser voice processing (SPEC §9)', () => {
  expect(AUDIO_CONSTRAINTS).toEqual({
    channelCount: 1,
    sampleRate: 44100,
    echoCancellation: false,
    noiseSuppression: false,
    autoGainControl: false,
  });
});
