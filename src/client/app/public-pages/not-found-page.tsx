import { pageMeta } from '#content/seo.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { SectionLink } from './section-link.js';
import { buttonClass } from './ui/styles.js';

/** Any unknown path (the server answers it with status 404 and this page). */
export function NotFoundPage() {
  useDocumentTitle(pageMeta.notFound.title);
  return (
    <div className="bg-white">
      <div className="page-container flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <span aria-hidden="true" className="mb-6 block h-1 w-12 rounded-full bg-gold-500" />
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{pageMeta.notFound.description}</p>
        <div className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <a href={SITE_ROUTES.home} className={buttonClass.primary}>
            Go to the home page
          </a>
          <SectionLink section="contact" className={buttonClass.outline}>
            Free Consultation
          </SectionLink>
        </div>
      </div>
    </div>
  );
}
