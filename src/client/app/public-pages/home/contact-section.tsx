import { staticIsland } from '#client/components/static-island.js';
import { ConsultationForm } from '#client/features/leads/components/consultation-form.js';
import { RecordVoicemailButton } from '#client/features/voice/components/record-voicemail-button.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { cardClass } from '#client/app/public-pages/ui/card-class.js';

/** The section's text around its two interactive parts (contact-copy.tsx): prerendered, never downloaded. */
const copy = () => import('./contact-copy.js');
const ContactIntro = staticIsland('contact-intro', () => copy().then((m) => m.ContactIntro), {
  className: 'contents',
});
const ContactFormIntro = staticIsland('contact-form-intro', () => copy().then((m) => m.ContactFormIntro));
const ContactDetails = staticIsland('contact-details', () => copy().then((m) => m.ContactDetails));
const RecordPrompt = staticIsland('record-prompt', () => copy().then((m) => m.RecordPrompt));

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
        {/* Its wrapper takes no part in the layout: the heading is the grid's item. */}
        <ContactIntro />

        <div
          className={`${cardClass} p-5 sm:p-10 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:self-start`}
        >
          <ContactFormIntro />
          <div className="mt-6 sm:mt-8">
            <ConsultationForm />
          </div>
        </div>

        <div className="space-y-8 lg:col-span-5">
          <ContactDetails />
          <div className="rounded-2xl border border-gold-200 bg-gold-50 p-6">
            <RecordPrompt />
            <div className="mt-4 sm:pl-14">
              <RecordVoicemailButton />
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
