import { Building2, Eye, EyeOff, PhoneCall } from 'lucide-react';
import { memo } from 'react';
import type { Lead } from '#shared/lead-schemas.js';
import { BROCHURE_LEAD_MESSAGE } from '#shared/lead-options.js';
import { Button } from '#client/components/ui/button.js';
import { Badge } from '#client/components/dashboard/badge.js';
import { CollapsibleText } from '#client/components/dashboard/collapsible-text.js';
import { CARD_CLASS } from '#client/components/dashboard/dashboard-column.js';
import { ContactLine, DETAIL_ICON_CLASS } from '#client/components/dashboard/contact-line.js';
import { formatDate, formatRelativeTime } from '#client/components/dashboard/format.js';
import { LEAD_TYPE_LABELS, leadAnswerLabels, leadName } from '#client/features/leads/lead-labels.js';
import { useToggleLeadStatus } from '#client/features/leads/api/use-leads.js';
import { ViewSessionButton } from '#client/components/dashboard/view-session-button.js';

/** One lead in the Active Leads column, with its actions (SPEC §2). Memoised: polls rarely change it. */
export const LeadCard = memo(function LeadCard({ lead, now }: { lead: Lead; now: number }) {
  const status = useToggleLeadStatus(lead);
  const headingId = `lead-${lead.id}-name`;
  const answers = leadAnswerLabels(lead);
  // The brochure's fixed message says nothing the type badge does not.
  const message = lead.message && lead.message !== BROCHURE_LEAD_MESSAGE ? lead.message : '';

  return (
    <article aria-labelledby={headingId} className={CARD_CLASS}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold wrap-anywhere text-navy-900">
          {leadName(lead)}
        </h3>
        <Badge tone={lead.type === 'consultation' ? 'info' : 'neutral'}>{LEAD_TYPE_LABELS[lead.type]}</Badge>
      </div>
      {lead.company && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Building2 className={DETAIL_ICON_CLASS} aria-hidden="true" />
          {lead.company}
        </p>
      )}
      <ContactLine kind="e-mail" value={lead.email} />
      <ContactLine kind="phone" value={lead.phone} />
      {answers.length > 0 && <p className="text-sm font-medium text-slate-800">{answers.join(' · ')}</p>}
      {message && <CollapsibleText text={message} />}
      <p className="text-xs text-slate-600">
        <time dateTime={lead.createdAt} title={formatDate(lead.createdAt)}>
          {formatRelativeTime(lead.createdAt, now)}
        </time>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={lead.isContacted ? 'primary' : 'outline'}
          disabled={status.isPending}
          onClick={() => status.toggle('isContacted')}
        >
          <PhoneCall className="size-4" aria-hidden="true" />
          {lead.isContacted ? 'Called' : 'Mark Called'}
        </Button>
        <Button variant="outline" disabled={status.isPending} onClick={() => status.toggle('isHidden')}>
          {lead.isHidden ? (
            <Eye className="size-4" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4" aria-hidden="true" />
          )}
          {lead.isHidden ? 'Show' : 'Hide'}
        </Button>
        <ViewSessionButton sessionId={lead.sessionId} />
      </div>
    </article>
  );
});
