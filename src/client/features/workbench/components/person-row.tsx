import { ChevronRight, Eye, EyeOff, PhoneCall } from 'lucide-react';
import { Fragment, memo, useState } from 'react';
import type { Person } from '#shared/people-schemas.js';
import { Badge } from '#client/components/dashboard/badge.js';
import { formatDate, formatRelativeTime } from '#client/components/dashboard/format.js';
import { Button } from '#client/components/ui/button.js';
import { cn } from '#client/lib/cn.js';
import { useTogglePersonStatus } from '#client/features/workbench/api/use-people.js';
import {
  followUp,
  headingTags,
  KEYS_HINT_ID,
  personName,
  scoreTone,
  shownAnswers,
  touchpointKinds,
} from '#client/features/workbench/people-labels.js';
import { TOUCHPOINT_LABELS } from '#shared/people-schemas.js';
import { scoreReasonText } from '#shared/value-origins.js';
import { ContactActions } from './contact-actions.js';
import { OriginTag, valueClass } from './origin-tag.js';
import { PersonDetails } from './person-details.js';

const FOLLOW_UP_CLASSES = {
  overdue: 'font-semibold text-red-800',
  due: 'text-slate-700',
  booked: 'font-semibold text-navy-800',
  called: 'text-emerald-800',
} as const;

interface PersonRowProps {
  person: Person;
  now: number;
}

/**
 * One person in Active Leads: a compact row (name, company, score, kinds, debt, age and what is
 * left of the 24-hour promise, Mark Called and Hide, a one-tap Call and their e-mail), expanded
 * on demand for everything else.
 * A name, company or answer the visitor did not state carries its origin tag (origin-tag.tsx).
 * The expand button carries `data-row-toggle`: the list's keyboard moves between those, and 'c'
 * marks the focused row's person called (people-column.tsx).
 */
export const PersonRow = memo(function PersonRow({ person, now }: PersonRowProps) {
  const [expanded, setExpanded] = useState(false);
  const status = useTogglePersonStatus(person);
  const headingId = `person-${person.id}-name`;
  const detailsId = `person-${person.id}-details`;
  const due = followUp(person, now);
  const tone = scoreTone(person.score);
  const answers = shownAnswers(person);
  const tags = headingTags(person);
  const nameTag = tags.find((tag) => tag.part === 'name');
  const companyTag = tags.find((tag) => tag.part !== 'name');
  const phone = person.summary.phones[0];
  const reasons = person.summary.scoreReasons.map(scoreReasonText);

  return (
    <article
      aria-labelledby={headingId}
      data-person-id={person.id}
      className="grid min-w-0 gap-1 rounded-lg border border-slate-200 bg-white px-2 py-1.5 shadow-sm data-revealed:ring-2 data-revealed:ring-amber-400"
    >
      <div className="flex min-w-0 flex-wrap items-center justify-end gap-1">
        <h3 className="min-w-[12rem] flex-1">
          <button
            type="button"
            data-row-toggle=""
            data-person-id={person.id}
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-keyshortcuts="ArrowDown ArrowUp j k c"
            aria-describedby={KEYS_HINT_ID}
            onClick={() => setExpanded((open) => !open)}
            className="flex min-h-11 w-full min-w-0 items-center gap-1 rounded-md px-1 text-left hover:bg-slate-50"
          >
            <ChevronRight
              className={cn('size-4 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
            {/*
              Cut to fit, the company before the name; when even that leaves no room, the company
              and its tag go to a second line rather than cut a tag. Each tag stands right after
              the part it speaks of (one after both when they came alike) and is never cut; a
              company with a tag of its own keeps a few letters, so the tag never seems to speak
              of the name.
            */}
            <span className="flex min-w-0 flex-wrap items-center gap-x-1">
              <span
                id={headingId}
                className={cn(
                  'min-w-8 truncate font-semibold',
                  valueClass(person.summary.firstName ? person.summary.nameOrigin : null, 'text-navy-900'),
                )}
              >
                {personName(person)}
              </span>
              {nameTag && <OriginTag origin={nameTag.origin} part="name" />}
              {person.summary.company && (
                <span
                  className={cn(
                    // No width of its own (basis 0): it takes what the name and tags leave, up to its text.
                    'max-w-fit grow basis-0 truncate text-sm font-normal',
                    companyTag?.part === 'company' ? 'min-w-6' : 'min-w-0',
                    valueClass(person.summary.origins.company, 'text-slate-700'),
                  )}
                >
                  {/* The space keeps the name and company apart for screen readers; the line start drops it. */} ·{' '}
                  {person.summary.company}
                </span>
              )}
              {companyTag && <OriginTag origin={companyTag.origin} part={companyTag.part} />}
            </span>
          </button>
        </h3>
        <span title={reasons.join('\n') || 'Nothing known that scores yet'}>
          <Badge tone={tone.tone}>
            {tone.label} {person.score}
          </Badge>
        </span>
        <span className="flex gap-1">
          <Button
            data-action="mark-called"
            variant={person.isContacted ? 'primary' : 'outline'}
            className="px-2 py-1"
            disabled={status.isPending}
            onClick={() => status.toggle('isContacted')}
          >
            <PhoneCall className="size-4" aria-hidden="true" />
            {person.isContacted ? 'Called' : 'Mark Called'}
          </Button>
          <Button
            variant="outline"
            className="px-2 py-1"
            disabled={status.isPending}
            onClick={() => status.toggle('isHidden')}
          >
            {person.isHidden ? (
              <Eye className="size-4" aria-hidden="true" />
            ) : (
              <EyeOff className="size-4" aria-hidden="true" />
            )}
            {person.isHidden ? 'Show' : 'Hide'}
          </Button>
        </span>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pl-6 text-xs">
        {touchpointKinds(person).map((kind) => (
          <Badge key={kind} tone={kind === 'consultation' ? 'info' : 'neutral'}>
            {TOUCHPOINT_LABELS[kind]}
            {person.summary.touchpoints[kind] > 1 ? ` ×${person.summary.touchpoints[kind]}` : ''}
          </Badge>
        ))}
        {answers.length > 0 && (
          <span className="inline-flex flex-wrap items-center gap-x-1 gap-y-0.5 font-medium text-slate-800">
            {answers.map((answer, index) => (
              <Fragment key={answer.key}>
                {index > 0 && <span aria-hidden="true">·</span>}
                <span className={valueClass(answer.origin)}>{answer.text}</span>
                <OriginTag origin={answer.origin} />
              </Fragment>
            ))}
          </span>
        )}
        <span className="text-slate-600">
          <time dateTime={person.lastTouchAt} title={formatDate(person.lastTouchAt)}>
            {formatRelativeTime(person.lastTouchAt, now)}
          </time>
        </span>
        <span className={FOLLOW_UP_CLASSES[due.state]}>{due.text}</span>
        <ContactActions phone={phone} email={person.summary.emails[0]} />
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && <PersonDetails person={person} />}
      </div>
    </article>
  );
});
