import { geoLiteAttribution, privacyPage, type PolicyItem } from '#content/privacy.js';
import { pageTitles } from '#content/page-titles.js';
import { RETENTION_FIGURE_ATTRIBUTE, retentionPeriod, type RetentionDays } from '#shared/retention-periods.js';
import { retentionDaysInForce } from '#client/lib/retention-days.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { PageHeader } from './ui/page-header.js';

const MAXMIND_URL = 'https://www.maxmind.com';

/** A paragraph; the GeoLite2 attribution gets its MaxMind address as a link (their licence asks for it). */
function Paragraph({ text }: { text: string }) {
  const at = text === geoLiteAttribution ? text.indexOf(MAXMIND_URL) : -1;
  if (at === -1) return <p>{text}</p>;
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      {text.slice(0, at)}
      <a href={MAXMIND_URL} className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900">
        {MAXMIND_URL}
      </a>
      {text.slice(at + MAXMIND_URL.length)}
    </p>
  );
}

/**
 * A bullet; each retention period in it is marked, so the server can write the settings in force
 * into the prerendered HTML (plugins/retention-figures.ts) and hydration finds the same text.
 */
function Item({ item, days }: { item: PolicyItem; days: RetentionDays }) {
  if (typeof item === 'string') return item;
  return item.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <span key={index} {...{ [RETENTION_FIGURE_ATTRIBUTE]: part.retention }}>
        {retentionPeriod(days[part.retention])}
      </span>
    ),
  );
}

const itemKey = (item: PolicyItem) =>
  typeof item === 'string' ? item : item.map((part) => (typeof part === 'string' ? part : part.retention)).join('');

/** /privacy: every section of the policy, with a table of contents. */
export function PrivacyPage() {
  useDocumentTitle(pageTitles.privacy);
  const days = retentionDaysInForce();
  return (
    <>
      <PageHeader title={privacyPage.heading} intro={privacyPage.intro}>
        <p className="mt-6 text-sm text-slate-300">
          {privacyPage.updatedLabel}: {privacyPage.updated}
        </p>
      </PageHeader>
      <div className="bg-white py-16 sm:py-20">
        <div className="page-container grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-16">
          <nav aria-labelledby="privacy-contents" className="lg:col-span-4">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-28">
              <h2 id="privacy-contents" className="text-sm font-semibold tracking-[0.12em] text-navy-700 uppercase">
                On this page
              </h2>
              <ol className="mt-4 space-y-1">
                {privacyPage.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-mx-2 flex min-h-11 items-center rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-navy-900"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="max-w-3xl space-y-12 lg:col-span-8">
            {privacyPage.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-30"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-navy-900">
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <Paragraph key={paragraph} text={paragraph} />
                  ))}
                  {section.list && (
                    <ul className="list-disc space-y-2 pl-6 marker:text-gold-600">
                      {section.list.map((item) => (
                        <li key={itemKey(item)}>
                          <Item item={item} days={days} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
