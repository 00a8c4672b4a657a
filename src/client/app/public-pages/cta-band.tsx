import { ArrowRight } from 'lucide-react';
import { SectionLink } from './section-link.js';
import { buttonClass } from './ui/styles.js';

interface CtaBandProps {
  id: string;
  heading: string;
  text: string;
  buttonLabel: string;
}

/** The closing call to action of an inner page: a navy panel whose button leads to /#contact. */
export function CtaBand({ id, heading, text, buttonLabel }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-white py-20 sm:py-24">
      <div className="page-container">
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgba(90,125,181,0.45),transparent_70%)]"
          />
          <span aria-hidden="true" className="mx-auto mb-5 block h-1 w-12 rounded-full bg-gold-500" />
          <h2 id={id} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">{text}</p>
          <SectionLink section="contact" className={`${buttonClass.gold} mt-8`}>
            {buttonLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
