import { memo, Suspense, useRef } from 'react';
import { BrochureCardIsland, useDeferredIsland } from '#client/features/leads/deferred-forms.js';
import { IslandPlaceholder } from './island-fallbacks.js';

interface BrochureCardProps {
  className?: string;
}

/**
 * The hero's brochure card (SPEC §2). Its working code loads when the visitor first touches it;
 * see deferred-forms.ts. Memoised because a dehydrated boundary that receives new props before
 * its code has arrived is thrown away and rendered again from scratch.
 */
export const BrochureCard = memo(function BrochureCard({ className }: BrochureCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDeferredIsland(ref);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={<IslandPlaceholder className="min-h-96" />}>
        <BrochureCardIsland />
      </Suspense>
    </div>
  );
});
