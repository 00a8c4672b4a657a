import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#client/lib/cn.js';
import { keepInView } from '#client/features/voice/keep-in-view.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import { questionProgress, recordingCopy } from '#client/features/voice/voicemail-copy.js';

/**
 * SPEC §2's seven questions, all visible while recording, with the one to answer now marked: a
 * dark band (white on navy, clear on a phone in daylight), `aria-current="step"` for screen
 * readers (the panel's status region also reads it out when it comes up), and questions already
 * answered ticked and dimmed. The current question is scrolled into view if the list is taller
 * than the panel.
 */
export function QuestionList({ current }: { current: number }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (item) keepInView(item);
  }, [current]);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{recordingCopy.questionsHeading}</h3>
        {/* Said by the status region and the list's aria-current; shown for a glance. */}
        <p aria-hidden="true" className="shrink-0 text-xs font-semibold text-navy-800 tabular-nums">
          {questionProgress(current)}
        </p>
      </div>
      <ol ref={list} className="mt-2 grid gap-1">
        {VOICEMAIL_QUESTIONS.map((question, index) => {
          const isCurrent = index === current;
          const answered = index < current;
          return (
            <li
              key={question}
              aria-current={isCurrent ? 'step' : undefined}
              data-answered={answered || undefined}
              className={cn(
                'flex gap-3 rounded-lg px-2 py-1.5 text-sm leading-snug transition-colors',
                isCurrent
                  ? 'bg-navy-800 font-semibold text-white shadow-sm'
                  : answered
                    ? 'text-slate-500'
                    : 'text-slate-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isCurrent
                    ? 'bg-white text-navy-900'
                    : answered
                      ? 'bg-slate-100 text-slate-500'
                      : 'bg-navy-50 text-navy-800',
                )}
              >
                {answered ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
              </span>
              <span className="pt-0.5">{question}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
