import { CircleCheck, Mic } from 'lucide-react';
import { contactSection } from '#content/home.js';
import { ContactList } from '#client/app/public-pages/ui/contact-list.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';
import { cardClass } from '#client/app/public-pages/ui/card-class.js';

/**
 * The contact section's text (contact-section.tsx), in the pieces that sit between its two
 * interactive parts, the consultation form and the voicemail's Record button. Each is a static
 * island: prerendered, and this code is never downloaded by the home page.
 */

export function ContactIntro() {
  return (
    <SectionHeading
      id="contact-heading"
      title={contactSection.heading}
      intro={contactSection.intro}
      className="lg:col-span-5"
    />
  );
}

export function ContactFormIntro() {
  return (
    <>
      {/* On phones it would repeat the section's heading right above: screen readers keep it. */}
      <h3 className="text-2xl font-semibold text-navy-900 max-sm:sr-only">{contactSection.formHeading}</h3>
      <p className="leading-relaxed text-slate-600 sm:mt-2">{contactSection.formIntro}</p>
    </>
  );
}

export function ContactDetails() {
  return (
    <div className="space-y-8">
      <div className={`${cardClass} p-5 sm:p-6`}>
        <h3 className="text-lg font-semibold text-navy-900">{contactSection.detailsHeading}</h3>
        <ContactList className="mt-4" />
      </div>

      <div>
        <h3 className="text-lg font-semibold text-navy-900">{contactSection.whyChooseHeading}</h3>
        <ul className="mt-4 space-y-3">
          {contactSection.whyChoose.map((reason) => (
            <li key={reason} className="flex gap-3 leading-relaxed text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function RecordPrompt() {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300"
      >
        <Mic className="size-5" />
      </span>
      <p className="leading-relaxed text-slate-800">{contactSection.recordPrompt}</p>
    </div>
  );
}
