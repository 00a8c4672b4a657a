import { ArrowRight } from 'lucide-react';
import { homeStories } from '#content/home-stories.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { Section } from '#client/app/public-pages/ui/section.js';
import { SectionHeading } from '#client/app/public-pages/ui/section-heading.js';
import { cardClass } from '#client/app/public-pages/ui/card-class.js';
import { buttonClass } from '#client/app/public-pages/ui/styles.js';
import { Tag } from '#client/app/public-pages/ui/tag.js';

/** Section `success-stories`: three story cards and a link to the full page. */
export function StoriesSection() {
  return (
    <Section id="success-stories" labelledBy="success-stories-heading" tone="white">
      <SectionHeading id="success-stories-heading" title={homeStories.heading} intro={homeStories.intro} />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
        {homeStories.items.map((story) => (
          <li key={story.id} className={`${cardClass} flex flex-col p-6 sm:p-7`}>
            <div className="flex flex-wrap gap-2">
              <Tag tone="industry">{story.industry}</Tag>
              <Tag tone="result">{story.result}</Tag>
            </div>
            <h3 className="mt-5 text-lg leading-snug font-semibold text-navy-900 sm:text-xl">{story.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{story.summary}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <a href={SITE_ROUTES.successStories} className={buttonClass.outline}>
          {homeStories.moreLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </Section>
  );
}
