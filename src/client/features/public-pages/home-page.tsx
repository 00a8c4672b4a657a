import { claims, firm } from '../../../../content/firm.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PlaceholderPage } from './placeholder-page.js';

const STATS = [
  { value: claims.yearsExperience, label: 'Years of experience' },
  { value: claims.companiesRescued, label: 'Companies rescued' },
  { value: claims.debtRestructured, label: 'Debt restructured' },
] as const;

export function HomePage() {
  useDocumentTitle(`${firm.name} | ${firm.tagline}`);
  return (
    <PlaceholderPage heading={firm.tagline}>
      <p>
        {firm.name} negotiates and restructures past-due commercial debt, without bankruptcy and within your
        cash flow. {claims.followUpPromise}
      </p>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {STATS.map((stat) => (
          <div key={stat.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-500">{stat.label}</dt>
            <dd className="text-2xl font-bold text-navy-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PlaceholderPage>
  );
}
