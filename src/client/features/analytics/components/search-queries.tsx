import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { AnalyticsSection, SectionEmpty } from './analytics-section.js';
import { CountRow } from './count-row.js';

/** Search Queries (SPEC §2): the words that brought visitors from search engines, with counts. */
export function SearchQueries({ queries }: { queries: AnalyticsSummary['topSearchQueries'] }) {
  return (
    <AnalyticsSection title="Search Queries">
      {queries.length === 0 ? (
        <SectionEmpty what="search queries" />
      ) : (
        <ul className="grid">
          {queries.map((query) => (
            <CountRow key={query.query} text={query.query} count={query.count} />
          ))}
        </ul>
      )}
    </AnalyticsSection>
  );
}
