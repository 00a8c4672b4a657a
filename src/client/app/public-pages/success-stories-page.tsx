import { ArrowRight } from 'lucide-react';
import { pageTitles } from '#content/page-titles.js';
import { storyLabels, successStoriesPage, type SuccessStory } from '#content/success-stories.js';
import { cn } from '#client/lib/cn.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { CtaBand } from './cta-band.js';
import { PageHeader } from './ui/page-header.js';
import { Tag } from './ui/tag.js';

/**
 * Debt before and after, and the result: the figures every story ends on. Without an image the
 * card stands alone beside the text, so it leads with the result in large type.
 */
function StoryFigures({ story, large }: { story: SuccessStory; large: boolean }) {
  const figureClass = 'mt-1 text-lg font-bold tracking-tight tabular-nums sm:text-3xl';
  const result = (
    <p
      className={cn(
        'font-semibold text-gold-300',
        large ? 'border-b border-white/15 pb-6 text-3xl tracking-tight sm:text-4xl' : 'border-t border-white/15 pt-5',
      )}
    >
      {story.result}
    </p>
  );
  return (
    <div
      className={cn(
        'on-dark relative isolate overflow-hidden rounded-2xl bg-navy-900 text-white',
        large ? 'p-6 sm:p-10' : 'p-6 sm:p-7',
      )}
    >
      {large && (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_18rem_at_100%_0%,rgba(90,125,181,0.35),transparent_70%)]"
        />
      )}
      {large && result}
      <dl className={cn('grid grid-cols-2 gap-10', large ? 'mt-6' : 'mb-6')}>
        <div>
          <dt className="text-xs font-semibold tracking-[0.12em] text-slate-300 uppercase">{storyLabels.debtBefore}</dt>
          <dd className={cn(figureClass, 'text-slate-200')}>{story.debtBefore}</dd>
        </div>
        {/* The arrow sits in the gap between the two figures; inside the dt so the list stays valid. */}
        <div className="relative">
          <dt className="text-xs font-semibold tracking-[0.12em] text-gold-300 uppercase">
            <ArrowRight
              aria-hidden="true"
              className="absolute top-1/2 -left-7.5 size-5 -translate-y-1/2 text-gold-400"
            />
            {storyLabels.debtAfter}
          </dt>
          <dd className={cn(figureClass, 'text-white')}>{story.debtAfter}</dd>
        </div>
      </dl>
      {!large && result}
    </div>
  );
}

function StoryArticle({ story, index }: { story: SuccessStory; index: number }) {
  const headingId = `${story.id}-heading`;
  const flipped = index % 2 === 1;
  return (
    <article
      id={story.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-30 grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center lg:gap-16"
    >
      <div className={cn(flipped && 'lg:order-2')}>
        <div className="flex flex-wrap gap-2">
          <Tag tone="industry">{story.industry}</Tag>
          <Tag tone="result">{story.result}</Tag>
        </div>
        <h2 id={headingId} className="mt-5 text-2xl font-bold tracking-tight text-balance text-navy-900 sm:text-3xl">
          {story.headline}
        </h2>
        <div className="mt-8 space-y-6">
          {(
            [
              [storyLabels.challenge, story.challenge],
              [storyLabels.approach, story.approach],
              [storyLabels.outcome, story.outcome],
            ] as const
          ).map(([label, text]) => (
            <div key={label} className="border-l-2 border-slate-200 pl-5">
              <h3 className="text-sm font-semibold tracking-[0.12em] text-navy-700 uppercase">{label}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={cn('space-y-5', flipped && 'lg:order-1')}>
        {story.image && (
          <img
            src={story.image.src}
            alt={story.image.alt}
            width={story.image.width}
            height={story.image.height}
            // The first story is on screen at once; the rest load as they come near.
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-full rounded-2xl border border-slate-200 bg-navy-900 shadow-sm"
          />
        )}
        <StoryFigures story={story} large={!story.image} />
      </div>
    </article>
  );
}

/** /success-stories: six stories, text and figures alternating sides on wide screens. */
export function SuccessStoriesPage() {
  useDocumentTitle(pageTitles.successStories);
  return (
    <>
      <PageHeader title={successStoriesPage.heading} intro={successStoriesPage.intro} />
      <div className="bg-white py-16 sm:py-24">
        <div className="page-container">
          <div className="space-y-20 sm:space-y-28">
            {successStoriesPage.stories.map((story, index) => (
              <StoryArticle key={story.id} story={story} index={index} />
            ))}
          </div>
          <p className="mx-auto mt-20 max-w-3xl border-t border-slate-200 pt-8 text-center text-sm leading-relaxed text-slate-600">
            {successStoriesPage.disclaimer}
          </p>
        </div>
      </div>
      <CtaBand
        id="stories-cta-heading"
        heading={successStoriesPage.ctaHeading}
        text={successStoriesPage.ctaText}
        buttonLabel={successStoriesPage.ctaButton}
      />
    </>
  );
}
