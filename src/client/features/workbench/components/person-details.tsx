import type { ReactNode } from 'react';
import type { ConsentEntry, Person, PersonSource, ValueOrigin } from '#shared/people-schemas.js';
import { CollapsibleText } from '#client/components/dashboard/collapsible-text.js';
import { ContactLine } from '#client/components/dashboard/contact-line.js';
import { formatDateTime } from '#client/components/dashboard/format.js';
import { queryErrorText } from '#client/components/dashboard/query-error-text.js';
import { TimelineButton } from '#client/components/dashboard/timeline-drawer.js';
import { ViewSessionButton } from '#client/components/dashboard/view-session-button.js';
import { usePersonDetail } from '#client/features/workbench/api/use-people.js';
import { personName, shownAnswers } from '#client/features/workbench/people-labels.js';
import { TOUCHPOINT_LABELS } from '#shared/people-schemas.js';
import { originTag, scoreReasonText } from '#shared/value-origins.js';
import { OriginTag, valueClass } from './origin-tag.js';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[7.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** A summarised value with, unless the visitor stated it, where it came from in full. */
function SourcedFact({ term, value, origin }: { term: string; value: string; origin: ValueOrigin | null }) {
  return (
    <Fact term={term}>
      <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
        <span className={valueClass(origin)}>{value}</span>
        <OriginTag origin={origin} full />
      </span>
    </Fact>
  );
}

function sourceText(source: PersonSource | null): string {
  if (!source) return 'Unknown (no tracked visit)';
  const parts = [source.label];
  if (source.campaign) parts.push(`campaign ${source.campaign}`);
  if (source.searchQuery) parts.push(`searched “${source.searchQuery}”`);
  if (source.landingPage) parts.push(`landed on ${source.landingPage}`);
  return parts.join(' · ');
}

function ConsentItem({ consent }: { consent: ConsentEntry }) {
  const what = consent.kind === 'phone' ? `Calls and texts to ${consent.phone}` : 'Recording';
  return (
    <li className="grid gap-0.5">
      <span>
        <span className="font-medium">{what}</span> ({TOUCHPOINT_LABELS[consent.touchpoint]}),{' '}
        <time dateTime={consent.givenAt}>{formatDateTime(consent.givenAt)}</time>, from{' '}
        {consent.ipAddress ?? 'an unknown address'} on {consent.page ?? 'an unknown page'}
      </span>
      <details>
        <summary className="cursor-pointer text-navy-700">Notice shown ({consent.noticeVersion})</summary>
        <p className="mt-1 text-slate-700">{consent.noticeText}</p>
      </details>
    </li>
  );
}

/**
 * A person's row, expanded: every contact (with copy), the answers and where each came from
 * (stated ones plain, others with their origin in full), why the score is what it is, where they came from, the touchpoints and the consent ledger.
 */
export function PersonDetails({ person }: { person: Person }) {
  const detail = usePersonDetail(person.id);
  const { summary } = person;
  const answers = shownAnswers(person);
  const latestSession = summary.sessionIds.at(-1) ?? null;
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-2 pl-6 text-sm">
      <div className="grid gap-0.5">
        {summary.emails.map((email) => (
          <ContactLine key={email} kind="e-mail" value={email} />
        ))}
        {summary.phones.map((phone) => (
          <ContactLine key={phone} kind="phone" value={phone} />
        ))}
      </div>
      <dl className="grid gap-1">
        {/* The name and company are in the row's heading; repeated here only to say where they came from. */}
        {summary.firstName && originTag(summary.nameOrigin) && (
          <SourcedFact term="Name" value={personName(person)} origin={summary.nameOrigin} />
        )}
        {summary.company && originTag(summary.origins.company) && (
          <SourcedFact term="Company" value={summary.company} origin={summary.origins.company} />
        )}
        {answers.map((answer) => (
          <SourcedFact
            key={answer.key}
            term={answer.key === 'debtAmount' ? 'Debt' : 'Creditors'}
            value={answer.text}
            origin={answer.origin}
          />
        ))}
        {summary.legalActions && (
          <SourcedFact term="Legal actions" value={summary.legalActions} origin={summary.origins.legalActions} />
        )}
        {summary.bankruptcy && (
          <SourcedFact term="Bankruptcy" value={summary.bankruptcy} origin={summary.origins.bankruptcy} />
        )}
        {summary.revenue && <SourcedFact term="Revenue" value={summary.revenue} origin={summary.origins.revenue} />}
        <Fact term={`Score ${person.score}`}>
          {summary.scoreReasons.length === 0
            ? 'Nothing known that scores yet'
            : summary.scoreReasons.map(scoreReasonText).join('; ')}
        </Fact>
        <Fact term="Came from">{sourceText(summary.firstSource)}</Fact>
        {summary.lastSource && summary.lastSource.at !== summary.firstSource?.at && (
          <Fact term="Last came from">{sourceText(summary.lastSource)}</Fact>
        )}
      </dl>
      {summary.message && <CollapsibleText text={summary.message} />}
      {detail.error ? (
        <p role="status" className="text-red-800">
          The touchpoints could not be loaded: {queryErrorText(detail.error)}
        </p>
      ) : detail.data ? (
        <>
          {/* Named after the person: two rows open at once must not hold two regions of one name. */}
          <section aria-label={`Touchpoints of ${personName(person)}`}>
            <h4 className="font-semibold text-navy-900">Touchpoints</h4>
            <ul className="grid gap-0.5">
              {detail.data.touchpoints.map((touchpoint) => (
                <li key={`${touchpoint.kind}-${touchpoint.id}`}>
                  {TOUCHPOINT_LABELS[touchpoint.kind]},{' '}
                  <time dateTime={touchpoint.at}>{formatDateTime(touchpoint.at)}</time>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label={`Consent ledger of ${personName(person)}`}>
            <h4 className="font-semibold text-navy-900">Consent</h4>
            {detail.data.consents.length === 0 ? (
              <p className="text-slate-700">No phone number or recording given.</p>
            ) : (
              <ul className="grid gap-1">
                {detail.data.consents.map((consent, index) => (
                  <ConsentItem key={index} consent={consent} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <p role="status" className="text-slate-700">
          Loading touchpoints…
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ViewSessionButton sessionId={latestSession} />
        <TimelineButton target={{ kind: 'person', personId: person.id }} />
      </div>
    </div>
  );
}
