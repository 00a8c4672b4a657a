import {
  BadgeCheck,
  CircleCheck,
  Handshake,
  Landmark,
  Phone,
  ShieldCheck,
  TrendingDown,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { debtReliefPage } from '#content/debt-relief.js';
import { firm } from '#content/firm.js';
import { pageTitles } from '#content/page-titles.js';
import { telHref } from '#shared/contact-links.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { SectionLink } from './section-link.js';
import { ContactList } from './ui/contact-list.js';
import { PageHeader } from './ui/page-header.js';
import { Section } from './ui/section.js';
import { SectionHeading } from './ui/section-heading.js';
import { cardClass } from './ui/card-class.js';
import { buttonClass } from './ui/styles.js';

/** One icon per benefit, in content order; extra benefits reuse the badge. */
const BENEFIT_ICONS: LucideIcon[] = [ShieldCheck, TrendingDown, Wallet, Handshake, Landmark, BadgeCheck];

const mainPhone = firm.phones[0];

/** /commercial-debt-relief: the landing page for paid and search traffic (SPEC §2). */
export function DebtReliefPage() {
  useDocumentTitle(pageTitles.debtRelief);
  const { hero } = debtReliefPage;
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={hero.headline} intro={hero.subheadline}>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          {mainPhone && (
            <a href={telHref(mainPhone.dial)} className={buttonClass.gold}>
              <Phone aria-hidden="true" className="size-5" />
              {hero.callButtonLabel}
            </a>
          )}
          <SectionLink section="contact" className={buttonClass.outlineLight}>
            {hero.consultButtonLabel}
          </SectionLink>
        </div>
      </PageHeader>

      <Section labelledBy="debt-types-heading" tone="white">
        <SectionHeading
          id="debt-types-heading"
          title={debtReliefPage.debtTypesHeading}
          intro={debtReliefPage.debtTypesIntro}
        />
        <ul className="mt-12 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {debtReliefPage.debtTypes.map((debtType) => (
            <li
              key={debtType}
              className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 font-medium text-navy-900"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
              {debtType}
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="benefits-heading" tone="slate">
        <SectionHeading id="benefits-heading" title={debtReliefPage.benefitsHeading} />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {debtReliefPage.benefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index] ?? BadgeCheck;
            return (
              <li key={benefit.title} className={`${cardClass} p-6 sm:p-7`}>
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-navy-900">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section labelledBy="process-heading" tone="white">
        <SectionHeading
          id="process-heading"
          title={debtReliefPage.processHeading}
          intro={debtReliefPage.processIntro}
        />
        <ol className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          {debtReliefPage.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 sm:p-7">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-gold-300 ring-4 ring-gold-100"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="debt-relief-contact-heading" tone="slate">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <SectionHeading
            id="debt-relief-contact-heading"
            title={debtReliefPage.contactHeading}
            intro={debtReliefPage.contactText}
          />
          <div className={`${cardClass} p-6 sm:p-8`}>
            <ContactList />
          </div>
        </div>
      </Section>
    </>
  );
}
