import type { AudioCodec, AudioContainer, SniffedAudio } from './sniff-audio.js';

/**
 * The ffmpeg input options that pin a recording's demuxer (`-f`) and decoder (`-c:a`) to what its
 * first bytes were sniffed as (sniff-audio.ts). ffmpeg otherwise probes its input and picks any of
 * its hundreds of formats, playlists and protocols included; pinned, bytes that turn out to be
 * something else fail to decode instead of being read as that something else.
 */
const DEMUXERS: Record<AudioContainer, string> = { webm: 'matroska', ogg: 'ogg', mp4: 'mov', wav: 'wav' };
/** ffmpeg's native decoders: always built in, unlike the external libraries' wrappers. */
const DECODERS: Record<AudioCodec, string> = { opus: 'opus', vorbis: 'vorbis', aac: 'aac', pcm: 'pcm_s16le' };

export type AudioFormat = Pick<SniffedAudio, 'container' | 'codec'>;

/** Goes before `-i`: ffmpeg applies input options to the next input. */
export function pinnedInputArgs(format: AudioFormat): string[] {
  return ['-f', DEMUXERS[format.container], '-c:a', DECODERS[format.codec]];
}
