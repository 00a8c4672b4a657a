import { Briefcase, Check, Compass, Gavel, LifeBuoy, Scale, type LucideIcon } from 'lucide-react';
import { services } from '#content/services.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';
import { cardClass } from '#client/app/public-pages/ui/card-class.js';

/** An icon per service id; a new service without one gets the briefcase. */
const ICONS: Record<string, LucideIcon> = {
  'debt-restructuring': Scale,
  'crisis-management': LifeBuoy,
  'litigation-management': Gavel,
  'professional-advisory': Compass,
};

/** Section `services`: the four service cards. */
export function ServicesSection() {
  return (
    <Section id="services" labelledBy="services-heading" tone="slate">
      <SectionHeading id="services-heading" title={services.heading} intro={services.intro} />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        {services.items.map((service) => {
          const Icon = ICONS[service.id] ?? Briefcase;
          return (
            <li key={service.id} className={`${cardClass} flex flex-col p-6 sm:p-8`}>
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-navy-900">{service.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{service.summary}</p>
              <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
