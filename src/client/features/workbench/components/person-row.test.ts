import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Person, ValueOrigin } from '#shared/people-schemas.js';
import { SessionFilterProvider } from '#client/components/dashboard/session-filter.js';
import { TimelineDrawerProvider } from '#client/components/dashboard/timeline-drawer.js';
import { TooltipProvider } from '#client/components/ui/tooltip.js';
import { PersonDetails } from './person-details.js';
import { PersonRow } from './person-row.js';

/**
 * The row's and the expanded row's markup as the server renders it (the client tests run in
 * Node, without a DOM): a value the visitor did not state carries its origin, short to the eye and
 * whole to screen readers; a stated one carries nothing.
 */

const NOW = Date.parse('2026-11-26T11:00:00.000Z');
const typed: ValueOrigin = { source: 'typed', kind: 'consultation', confidence: 1 };
const chosen: ValueOrigin = { source: 'chosen', kind: 'consultation', confidence: 1 };
const inferred: ValueOrigin = { source: 'inferred', kind: 'consultation', confidence: 0.5 };
const heard = (confidence: number): ValueOrigin => ({ source: 'voicemail', kind: 'voicemail', confidence });

function person(summary: Partial<Person['summary']>): Person {
  return {
    id: 4,
    firstTouchAt: '2026-11-26T10:00:00.000Z',
    lastTouchAt: '2026-11-26T10:00:00.000Z',
    dueAt: '2026-11-27T10:00:00.000Z',
    bookedCall: null,
    isContacted: false,
    isHidden: false,
    firstContactedAt: null,
    score: 27,
    summary: {
      firstName: 'Rosa',
      lastName: 'Vega',
      company: 'Vega Freight',
      nameOrigin: typed,
      origins: {
        company: typed,
        debtAmount: null,
        creditorsCount: null,
        legalActions: null,
        bankruptcy: null,
        revenue: null,
      },
      emails: ['owner@vega-freight.example'],
      phones: [],
      debtAmount: '',
      creditorsCount: '',
      legalActions: null,
      bankruptcy: null,
      revenue: null,
      message: '',
      touchpoints: { lead_magnet: 0, consultation: 1, voicemail: 1, booking: 0 },
      sessionIds: [],
      scoreReasons: [],
      firstSource: null,
      lastSource: null,
      ...summary,
    },
  };
}

function render(element: ReactElement): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        SessionFilterProvider,
        null,
        createElement(TimelineDrawerProvider, {
          renderContent: () => null,
          children: createElement(TooltipProvider, null, element),
        }),
      ),
    ),
  );
}

const row = (p: Person) => render(createElement(PersonRow, { person: p, now: NOW }));
const details = (p: Person) => render(createElement(PersonDetails, { person: p }));
/** The text as a screen reader hears it (tags out, entities decoded). */
const spoken = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&');
const tags = (html: string) => [...html.matchAll(/data-origin="(\w+)"/g)].map((match) => match[1]);

const labelled = person({
  debtAmount: '500k-1m',
  creditorsCount: '3-8',
  legalActions: 'Lawsuit',
  bankruptcy: 'Considered',
  origins: {
    company: heard(0.45),
    debtAmount: chosen,
    creditorsCount: inferred,
    legalActions: inferred,
    bankruptcy: heard(0.5),
    revenue: null,
  },
  scoreReasons: [
    { label: 'Debt $500,000 – $1 million', points: 25 },
    { label: 'Legal action: lawsuit', points: 10, reducedFor: 'inferred' },
    { label: '3–8 creditors', points: 4, reducedFor: 'inferred' },
    { label: 'Bankruptcy considered', points: 0, reducedFor: 'unsure' },
  ],
});

describe('PersonRow origins', () => {
  it('tags the inferred answer and the unsure company, and not the chosen answer or the typed name', () => {
    const html = row(labelled);
    expect(tags(html)).toEqual(['unsure', 'inferred']);
    const text = spoken(html);
    expect(text).toContain('Rosa Vega · Vega Freight (company unsure: from voicemail, 45% sure)');
    expect(text).toContain('$500,000 – $1 million·3–8 creditors (inferred from their message)');
    expect(text).not.toMatch(/\$1 million \(/);
  });

  it('shows the short tag to the eye: the rest of the sentence is for screen readers', () => {
    const html = row(labelled);
    expect(html).toMatch(/>inferred<span class="sr-only"> from their message<\/span>/);
    expect(html).toMatch(/>unsure<span class="sr-only">: from voicemail, 45% sure<\/span>/);
  });

  it('mutes and slants an unsure value beside its tag', () => {
    expect(row(labelled)).toMatch(/<span class="[^"]*italic text-slate-600[^"]*"> · Vega Freight<\/span>/);
    // The tag stands after the company and tells screen readers it speaks of it.
    expect(row(labelled)).toMatch(
      /> · Vega Freight<\/span><span data-origin="unsure"[^>]*><span class="sr-only"> \(<\/span><span class="sr-only">company <\/span>unsure</,
    );
  });

  it('puts one tag after name and company heard alike, none for a stated person', () => {
    const caller = row(
      person({ nameOrigin: heard(0.8), origins: { ...labelled.summary.origins, company: heard(0.7) } }),
    );
    expect(spoken(caller)).toContain('Rosa Vega · Vega Freight (name and company from voicemail, 70% sure)');
    expect(tags(caller).filter((tag) => tag === 'voicemail')).toHaveLength(1);
    expect(
      tags(
        row(
          person({ debtAmount: '1m-5m', origins: { ...labelled.summary.origins, company: typed, debtAmount: chosen } }),
        ),
      ),
    ).toEqual([]);
  });

  it('puts a name’s own tag right after the name, before a typed company', () => {
    const html = row(person({ nameOrigin: heard(0.4) }));
    expect(spoken(html)).toContain('Rosa Vega (name unsure: from voicemail, 40% sure) · Vega Freight');
    expect(html).toMatch(/title="name unsure: from voicemail, 40% sure"/);
  });

  it('says in the score badge’s reasons how much each counted', () => {
    expect(row(labelled)).toContain('3–8 creditors (+4, inferred, counted at half)');
  });
});

describe('PersonDetails origins', () => {
  it('lists each value with its origin in full, the stated ones plain', () => {
    const text = spoken(details(labelled));
    expect(text).toContain('Company');
    expect(text).toContain('Vega Freight (unsure: from voicemail, 45% sure)');
    expect(text).toContain('Debt$500,000 – $1 million');
    expect(text).toContain('Debt$500,000 – $1 millionCreditors');
    expect(text).toContain('Creditors3–8 creditors (inferred from their message)');
    expect(text).toContain('Legal actionsLawsuit (inferred from their message)');
    expect(text).toContain('BankruptcyConsidered (unsure: from voicemail, 50% sure)');
    expect(text).toContain('Bankruptcy considered (0, unsure, not counted)');
    // The typed name is the row's heading already: no line of its own.
    expect(text).not.toContain('NameRosa');
  });
});
