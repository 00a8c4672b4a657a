import { memo, Suspense, useRef } from 'react';
import { ConsultationFormIsland, hasStoredLeadData, useDeferredIsland } from '#client/features/leads/deferred-forms.js';
import { IslandPlaceholder } from './island-fallbacks.js';

interface ConsultationFormProps {
  className?: string;
}

/**
 * The contact section's consultation form (SPEC §2–§5); the section around it shows the heading
 * and intro. Its working code loads when the visitor
 * touches it or scrolls near it, or at once when there is stored data to prefill it with; see
 * deferred-forms.ts. Memoised for the same reason as BrochureCard.
 */
export const ConsultationForm = memo(function ConsultationForm({ className }: ConsultationFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDeferredIsland(ref, { nearViewport: true, eager: hasStoredLeadData });
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={<IslandPlaceholder className="min-h-[48rem]" />}>
        <ConsultationFormIsland />
      </Suspense>
    </div>
  );
});
