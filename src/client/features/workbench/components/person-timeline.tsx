import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import { personTimelineSchema } from '#shared/people-schemas.js';
import type { TimelineEntry } from '#shared/timeline-schemas.js';
import { TimelineBody } from '#client/components/dashboard/timeline-body.js';
import { getQueryFn } from '#client/lib/api.js';
import { usePersonDetail } from '#client/features/workbench/api/use-people.js';
import { personName } from '#client/features/workbench/people-labels.js';
import { TOUCHPOINT_LABELS } from '#shared/people-schemas.js';

const fetchTimeline = getQueryFn({ on401: 'throw', schema: personTimelineSchema });

interface PersonTimelineProps {
  personId: number;
  /** The voicemail player, passed in by app/ (this feature does not import voice). */
  renderVoicemail?: (entry: Extract<TimelineEntry, { kind: 'voicemail' }>) => ReactNode;
}

/**
 * The drawer's body for a person: who they are, then every touchpoint and every tracked session
 * of theirs in one list, oldest first (pages with time on each, clicks, each form field's final
 * value, downloads, voicemails with a player, consultation messages).
 */
export function PersonTimeline({ personId, renderVoicemail }: PersonTimelineProps) {
  const detail = usePersonDetail(personId);
  const timeline = useQuery({
    queryKey: [apiPath(API_ROUTES.personTimeline, { id: personId })],
    queryFn: fetchTimeline,
    refetchOnMount: 'always',
  });
  const person = detail.data?.person;
  return (
    <div className="grid min-w-0 gap-4">
      {person && (
        <div className="grid gap-0.5">
          <p className="font-semibold text-navy-900">
            {personName(person)}
            {person.summary.company && <span className="font-normal text-slate-700"> · {person.summary.company}</span>}
          </p>
          <p className="text-sm text-slate-700">
            {(['lead_magnet', 'consultation', 'voicemail'] as const)
              .filter((kind) => person.summary.touchpoints[kind] > 0)
              .map((kind) => `${TOUCHPOINT_LABELS[kind]} ×${person.summary.touchpoints[kind]}`)
              .join(' · ')}{' '}
            · {person.summary.sessionIds.length} tracked session{person.summary.sessionIds.length === 1 ? '' : 's'}
          </p>
        </div>
      )}
      <TimelineBody timeline={timeline} renderVoicemail={renderVoicemail} />
    </div>
  );
}
