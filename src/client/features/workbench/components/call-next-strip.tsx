import { PhoneForwarded } from 'lucide-react';
import type { CallNextItem } from '#shared/call-next-schemas.js';
import { ListError } from '#client/components/dashboard/list-states.js';
import { StripSection } from '#client/components/dashboard/strip-section.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { cn } from '#client/lib/cn.js';
import { useCallNext } from '#client/features/workbench/api/use-call-next.js';
import { followUp, headingTags, personName, scoreTone } from '#client/features/workbench/people-labels.js';
import { personAnchor } from '#client/features/workbench/person-anchor.js';
import { CallLink, EmailLink } from './contact-actions.js';
import { OriginTag, valueClass } from './origin-tag.js';

const REASON_CLASSES: Record<CallNextItem['reason'], string> = {
  overdue: 'font-semibold text-red-800',
  booked_soon: 'font-semibold text-navy-800',
  top_score: 'text-slate-700',
};

/**
 * "Call next" (issue 26): at the top of Active Leads, the one to three people to call now, each
 * with why (overdue, a call booked soon, the best score) and a one-tap Call. The list below
 * keeps its own order; a name here jumps to that person's row.
 */
export function CallNextStrip({ sessionId }: { sessionId: string | null }) {
  const callNext = useCallNext(sessionId);
  const now = useNow();
  if (callNext.error && !callNext.data) return <ListError what="who to call next" error={callNext.error} />;
  const items = callNext.data?.items;
  if (!items) return null;

  return (
    <StripSection id="call-next-heading" icon={PhoneForwarded} title="Call next" emphasis>
      {items.length === 0 ? (
        <p className="px-1 text-sm text-slate-700">
          {sessionId ? 'Nobody in this session is waiting for a call.' : 'Nobody is waiting for a call.'}
        </p>
      ) : (
        <ol className="grid gap-1">
          {items.map((item) => (
            <CallNextEntry key={item.person.id} item={item} now={now} />
          ))}
        </ol>
      )}
    </StripSection>
  );
}

/** Why this person is named: how late, when their call is, or how well they score. */
function reasonText({ reason, person }: CallNextItem, now: number): string {
  if (reason === 'top_score') {
    const tone = scoreTone(person.score);
    return `${tone.label} ${person.score} · ${followUp(person, now).text}`;
  }
  return followUp(person, now).text;
}

function CallNextEntry({ item, now }: { item: CallNextItem; now: number }) {
  const { person } = item;
  const nameId = `call-next-${person.id}-name`;
  const tags = headingTags(person);
  const nameTag = tags.find((tag) => tag.part === 'name');
  const companyTag = tags.find((tag) => tag.part !== 'name');
  const phone = person.summary.phones[0];
  const email = person.summary.emails[0];

  return (
    <li
      aria-labelledby={nameId}
      data-call-next-person-id={person.id}
      className="grid grid-cols-1 items-center gap-x-2 gap-y-1 rounded-md px-1 py-1 odd:bg-amber-50/60 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-x-1">
          <a
            id={nameId}
            href={personAnchor(person.id)}
            className={cn(
              'truncate font-semibold underline-offset-2 hover:underline',
              valueClass(person.summary.firstName ? person.summary.nameOrigin : null, 'text-navy-900'),
            )}
          >
            {personName(person)}
          </a>
          {nameTag && <OriginTag origin={nameTag.origin} part="name" />}
          {person.summary.company && (
            <span
              className={cn('min-w-0 truncate text-sm', valueClass(person.summary.origins.company, 'text-slate-700'))}
            >
              {' '}
              · {person.summary.company}
            </span>
          )}
          {companyTag && <OriginTag origin={companyTag.origin} part={companyTag.part} />}
        </p>
        <p className={cn('truncate text-xs', REASON_CLASSES[item.reason])}>{reasonText(item, now)}</p>
      </div>
      {/* The call is the point; the e-mail only for someone who left no phone. Under the name on a phone. */}
      <div className="flex min-w-0">
        {phone ? <CallLink phone={phone} primary /> : email ? <EmailLink email={email} /> : null}
      </div>
    </li>
  );
}
