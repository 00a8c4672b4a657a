import { ArrowRight } from 'lucide-react';
import { hero } from '#content/home.js';
import { SectionLink } from '#client/app/public-pages/section-link.js';
import { buttonClass } from '#client/app/public-pages/ui/styles.js';

/** The hero's text column (hero-section.tsx): eyebrow, headline, calls to action and stats. */
export function HeroText() {
  return (
    <div>
      <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase">
        <span aria-hidden="true" className="h-px w-8 bg-gold-400" />
        {hero.eyebrow}
      </p>
      <h1
        id="home-heading"
        className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        {hero.headline}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{hero.subheadline}</p>
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <SectionLink section="contact" className={buttonClass.gold}>
          {hero.primaryCta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </SectionLink>
        <SectionLink section="about" className={buttonClass.outlineLight}>
          {hero.secondaryCta}
        </SectionLink>
      </div>
      {/*
        Phones list the figures one under another, each before its label, so they stay at the
        left, clear of the floating voicemail button in the bottom-right corner.
      */}
      <dl className="mt-12 grid max-w-2xl grid-cols-1 gap-3 border-t border-white/15 pt-8 sm:grid-cols-3 sm:gap-8">
        {hero.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-row-reverse items-baseline justify-end gap-3 sm:flex-col-reverse sm:items-stretch sm:justify-start sm:gap-1"
          >
            <dt className="text-sm leading-snug text-slate-300">{stat.label}</dt>
            <dd className="min-w-28 text-2xl font-bold tracking-tight text-white sm:min-w-0 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
