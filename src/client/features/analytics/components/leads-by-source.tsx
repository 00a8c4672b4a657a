import type { LeadSources } from '#shared/analytics-schemas.js';
import { AnalyticsSection, SectionEmpty } from './analytics-section.js';
import { CountRow, type CountUnit } from './count-row.js';

const LEADS: CountUnit = ['lead', 'leads'];

/**
 * Leads by Source: the new leads of the last 30 days by where each person first came from
 * ('Google Search', 'newsletter / email', 'Unknown' when no visit was tracked). Rows are keyed by
 * source, so the list holds still across polls.
 */
export function LeadsBySource({ sources }: { sources: LeadSources['sources'] }) {
  return (
    <AnalyticsSection title="Leads by Source">
      {sources.length === 0 ? (
        <SectionEmpty what="new leads" />
      ) : (
        <ul className="grid">
          {sources.map((entry) => (
            <CountRow key={entry.source} text={entry.source} count={entry.leads} unit={LEADS} />
          ))}
        </ul>
      )}
    </AnalyticsSection>
  );
}
