import { Quote } from 'lucide-react';
import { testimonial } from '#content/testimonial.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';

/** Section `testimonials`: the one client quote. */
export function TestimonialSection() {
  return (
    <Section id="testimonials" labelledBy="testimonials-heading" tone="white">
      <SectionHeading id="testimonials-heading" title={testimonial.heading} align="center" />
      <figure className="on-dark relative isolate mx-auto mt-12 max-w-4xl overflow-hidden rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(90,125,181,0.35),transparent_70%)]"
        />
        <Quote aria-hidden="true" className="size-10 text-gold-400" />
        <blockquote className="mt-6 text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4 border-t border-white/15 pt-6">
          <span aria-hidden="true" className="h-10 w-1 rounded-full bg-gold-500" />
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="block text-sm text-slate-300">{testimonial.role}</span>
          </span>
        </figcaption>
      </figure>
      <p className="mx-auto mt-5 max-w-4xl text-center text-sm text-slate-600">{testimonial.note}</p>
    </Section>
  );
}
