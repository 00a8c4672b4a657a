import { ShieldCheck } from 'lucide-react';
import { about } from '#content/about.js';
import { firm } from '#content/firm.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';

/** "Daniel R. Whitaker" -> "DW": a monogram stands in for a portrait. */
function initialsOf(fullName: string): string {
  const words = fullName.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Section `about`: the principal's biography and philosophy, who we are, and the ethics panel. */
export function AboutSection() {
  return (
    <Section id="about" labelledBy="about-heading" tone="white">
      <div className="grid grid-cols-1 gap-14 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <SectionHeading id="about-heading" title={about.heading} />

          <div className="mt-10 flex items-center gap-5">
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xl font-semibold tracking-wide text-gold-300 ring-4 ring-gold-100"
            >
              {initialsOf(firm.principal.fullName)}
            </span>
            <div>
              <h3 className="text-xl font-semibold text-navy-900 sm:text-2xl">{about.principalHeading}</h3>
              <p className="mt-0.5 text-slate-600">{about.principalTitle}</p>
            </div>
          </div>
          <div className="mt-7 space-y-5 text-base leading-relaxed text-slate-700 sm:text-lg">
            {about.biography.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>

          <div className="mt-12 rounded-r-2xl border-l-4 border-gold-500 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-navy-900">{about.philosophyHeading}</h3>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {about.philosophy.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>

        <div className="space-y-8 lg:col-span-5">
          <dl className="grid grid-cols-2 gap-4">
            {about.highlights.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-slate-50 p-5"
              >
                <dt className="text-sm leading-snug text-slate-600">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>

          <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-navy-900">{about.whoWeAre.heading}</h3>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {about.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>

          <div className="on-dark rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
            <h3 className="text-xl font-semibold">{about.ethics.heading}</h3>
            <ul className="mt-6 space-y-5">
              {about.ethics.points.map((point) => (
                <li key={point.title} className="flex gap-4">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
                  <div>
                    <p className="font-semibold">{point.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-slate-300">{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
