import type { LeadSources } from '#shared/analytics-schemas.js';
import { ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { AnalyticsSection } from './analytics-section.js';
import { ConversionFunnel } from './conversion-funnel.js';
import { LeadsBySource } from './leads-by-source.js';

/**
 * 'Leads by Source' and the 'Conversion Funnel' (GET /api/analytics/lead-sources, polled by the
 * column). A poll keeps the last answer on screen; only the first load, or a failure with nothing
 * to show, takes its place.
 */
export function LeadAttribution({ data, error }: { data: LeadSources | undefined; error: Error | null }) {
  if (data) {
    return (
      <>
        <LeadsBySource sources={data.sources} />
        <ConversionFunnel funnel={data.funnel} />
      </>
    );
  }
  return (
    <AnalyticsSection title="Leads by Source">
      {error ? <ListError what="lead sources" error={error} /> : <ListLoading what="lead sources" />}
    </AnalyticsSection>
  );
}
