import { CircleCheck, Mic } from 'lucide-react';
import { contactSection } from '#content/home.js';
import { ConsultationForm } from '#client/features/leads/components/consultation-form.js';
import { RecordVoicemailButton } from '#client/features/voice/components/record-voicemail-button.js';
import { ContactList } from '#client/app/public-pages/ui/contact-list.js';
import { Section, SectionHeading } from '#client/app/public-pages/ui/section.js';
import { cardClass } from '#client/app/public-pages/ui/styles.js';

/**
 * Section `contact`: how to reach the firm, why owners choose it, the consultation form and the
 * voicemail Record button. On phones the form comes right after the introduction, and the top is
 * tighter than other sections' so that after a scroll here (120 px below the top) the first
 * fields are on the first screen: the brochure's 'Schedule Free Consultation' focuses the first
 * empty one, which was below the screen at 390×844.
 */
export function ContactSection() {
  return (
    <Section id="contact" labelledBy="contact-heading" tone="slate" className="max-sm:pt-10">
      <div className="grid grid-cols-1 gap-6 sm:gap-10 lg:grid-cols-12 lg:gap-x-14 lg:gap-y-10">
        <SectionHeading
          id="contact-heading"
          title={contactSection.heading}
          intro={contactSection.intro}
          className="lg:col-span-5"
        />

        <div
          className={`${cardClass} p-5 sm:p-10 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:self-start`}
        >
          {/* On phones it would repeat the section's heading right above: screen readers keep it. */}
          <h3 className="text-2xl font-semibold text-navy-900 max-sm:sr-only">{contactSection.formHeading}</h3>
          <p className="leading-relaxed text-slate-600 sm:mt-2">{contactSection.formIntro}</p>
          <div className="mt-6 sm:mt-8">
            <ConsultationForm />
          </div>
        </div>

        <div className="space-y-8 lg:col-span-5">
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

          <div className="rounded-2xl border border-gold-200 bg-gold-50 p-6">
            <div className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300"
              >
                <Mic className="size-5" />
              </span>
              <p className="leading-relaxed text-slate-800">{contactSection.recordPrompt}</p>
            </div>
            <div className="mt-4 sm:pl-14">
              <RecordVoicemailButton />
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
