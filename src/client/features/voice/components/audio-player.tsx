import { Pause, Play } from 'lucide-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { toast } from '#client/components/ui/use-toast.js';
import { formatClock } from '#client/components/dashboard/format.js';
import { playbackDuration } from '#client/features/voice/playback-duration.js';
import { IconButton } from '#client/components/dashboard/with-tooltip.js';

interface AudioPlayerProps {
  src: string;
  /** Seconds measured by the server; used until the element knows better (SPEC §5). */
  storedDuration: number | null;
  /** Lets the card start the recording from a point (a guided voicemail's answers). */
  controls?: Ref<AudioPlayerControls>;
}

export interface AudioPlayerControls {
  /** Moves to `seconds` and plays from there. */
  playFrom: (seconds: number) => void;
}

/** Stops every other recording on the page, so two messages never talk at once. */
function pauseOthers(current: HTMLAudioElement): void {
  for (const audio of document.querySelectorAll('audio')) if (audio !== current) audio.pause();
}

/**
 * Play/pause, position and length of one recording. The element fetches nothing until played
 * (preload none), so a long list costs no audio downloads. It stays mounted across polls (the
 * card is keyed by message id), so a refetch never stops what is playing.
 */
export function AudioPlayer({ src, storedDuration, controls }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [elementDuration, setElementDuration] = useState(Number.NaN);
  const duration = playbackDuration(elementDuration, storedDuration);

  const play = (audio: HTMLAudioElement) => {
    pauseOthers(audio);
    audio.play().catch((error: unknown) => {
      // A pause during loading rejects with AbortError (not a failure); a load failure is
      // reported by the element's error event instead, once.
      if ((error instanceof DOMException && error.name === 'AbortError') || audio.error) return;
      toast({ title: 'Failed to play audio', variant: 'destructive' });
    });
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) return audio.pause();
    play(audio);
  };

  useImperativeHandle(controls, () => ({
    playFrom: (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const seekTo = () => {
        audio.currentTime = seconds;
        setPosition(seconds);
      };
      // Nothing is loaded until the first play (preload none): move once the length is known.
      if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) seekTo();
      else audio.addEventListener('loadedmetadata', seekTo, { once: true });
      // Called from the click itself, so the browser allows playing.
      play(audio);
    },
  }));

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  };

  const syncDuration = () => setElementDuration(audioRef.current?.duration ?? Number.NaN);

  return (
    <div className="flex min-w-0 items-center gap-2 rounded-md bg-slate-50 pr-3">
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setPosition(audioRef.current?.currentTime ?? 0)}
        onLoadedMetadata={syncDuration}
        onDurationChange={syncDuration}
        onError={() => {
          setPlaying(false);
          toast({ title: 'Failed to load audio file', variant: 'destructive' });
        }}
      />
      <IconButton label={playing ? 'Pause recording' : 'Play recording'} onClick={toggle}>
        {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
      </IconButton>
      <input
        type="range"
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(position, duration || 0)}
        onChange={(event) => seek(Number(event.target.value))}
        disabled={!duration}
        aria-label="Playback position"
        aria-valuetext={`${formatClock(position)} of ${formatClock(duration)}`}
        className="h-11 min-w-0 flex-1 accent-navy-700"
      />
      <span className="shrink-0 text-xs text-slate-700 tabular-nums">
        {formatClock(position)} / {formatClock(duration)}
      </span>
    </div>
  );
}
