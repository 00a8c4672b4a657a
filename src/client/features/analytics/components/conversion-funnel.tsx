import type { LeadSources } from '#shared/analytics-schemas.js';
import { funnelSteps } from '#client/features/analytics/funnel-steps.js';
import { AnalyticsSection } from './analytics-section.js';

/**
 * The Conversion Funnel: visitor sessions of the last 30 days, then how many got the brochure and
 * how many left a voicemail or asked for a consultation, each with its share of the visitors. The
 * figures are text; the bars beside them only repeat them for the eye.
 */
export function ConversionFunnel({ funnel }: { funnel: LeadSources['funnel'] }) {
  const steps = funnelSteps(funnel);
  return (
    <AnalyticsSection title="Conversion Funnel">
      <p className="text-sm text-slate-700">Visitor sessions in the last 30 days, and how many took each step.</p>
      <ol className="grid gap-2">
        {steps.map((step, index) => {
          const width = step.percentOfVisitors ?? (funnel.visitors > 0 ? 100 : 0);
          return (
            <li key={step.label} className="grid gap-1 text-sm text-slate-800">
              <div className="flex items-baseline justify-between gap-3">
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.label}
                </span>
                <span className="shrink-0 tabular-nums">
                  <span className="font-semibold text-navy-900">{step.count.toLocaleString('en-US')}</span>
                  {step.percentOfVisitors !== null && (
                    <span className="text-slate-700"> ({step.percentOfVisitors}% of visitors)</span>
                  )}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-navy-600" style={{ width: `${width}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </AnalyticsSection>
  );
}
