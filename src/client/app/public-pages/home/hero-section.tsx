import { staticIsland } from '#client/components/static-island.js';
import { BrochureCard } from '#client/features/leads/components/brochure-card.js';
import { cn } from '#client/lib/cn.js';
import { FLOATING_BUTTON_LANE, STEP_ASIDE_ATTRIBUTE } from '#client/features/voice/floating-button-clearance.js';

/**
 * The headline, the two calls to action and the three SPEC stats: text and links, prerendered,
 * and their code is never downloaded (static-island.tsx). The largest paint of the page is here.
 */
const HeroText = staticIsland('hero-text', () => import('./hero-text.js').then((m) => m.HeroText));

/** Section `home`: the headline, the three SPEC stats, the two calls to action and the brochure card. */
export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="on-dark relative isolate scroll-mt-30 overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70rem_40rem_at_90%_-20%,rgba(90,125,181,0.4),transparent_70%),radial-gradient(40rem_30rem_at_-10%_110%,rgba(201,162,39,0.12),transparent_70%)]"
      />
      {/* On desktops the right padding leaves the floating voicemail button a lane beside the card. */}
      <div
        className={cn(
          'page-container grid grid-cols-1 gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_27rem] lg:items-start lg:gap-16 lg:py-24',
          FLOATING_BUTTON_LANE,
        )}
      >
        <HeroText />
        <div className="w-full lg:max-w-md lg:justify-self-end" {...{ [STEP_ASIDE_ATTRIBUTE]: '' }}>
          <BrochureCard />
        </div>
      </div>
    </section>
  );
}
