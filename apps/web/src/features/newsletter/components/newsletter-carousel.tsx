import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { NewsletterCard } from './newsletter-card';
import type { NewsletterListProps } from './newsletter-file-props';

/**
 * 500 ms per slide. Embla does not take milliseconds: `duration` is the stiffness
 * of the spring it steps at 60 fps (default 25, about 700 ms). At 19 a phone-wide slide comes to
 * rest in about 500 ms without overshooting; the browser journey measures it.
 */
export const SLIDE_DURATION = 19;

/** Small screens: one newsletter at a time, centred, looping, with dots. */
export function NewsletterCarousel({ newsletters, fileProps }: NewsletterListProps) {
  const { t } = useLingui();
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'center', duration: isReducedMotion ? 0 : SLIDE_DURATION });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const count = newsletters.length;
  const slideName = (index: number) => {
    const position = index + 1;
    return t`${position} of ${count}`;
  };
  const dotName = (index: number) => {
    const position = index + 1;
    return t`Newsletter ${position} of ${count}`;
  };

  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Newsletters`} className="flex flex-col gap-4">
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex touch-pan-y">
          {newsletters.map((newsletter, index) => (
            <div
              key={newsletter.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={slideName(index)}
              // Slides out of view keep their buttons out of the tab order and of screen readers.
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              <NewsletterCard newsletter={newsletter} {...fileProps(newsletter)} />
            </div>
          ))}
        </div>
      </div>
      <div className="flex justify-center gap-1">
        {newsletters.map((newsletter, index) => (
          <button
            key={newsletter.id}
            type="button"
            onClick={() => goTo(index)}
            aria-label={dotName(index)}
            aria-current={index === selected ? 'true' : undefined}
            className="grid size-7 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn('h-2 rounded-full transition-all', index === selected ? 'w-5 bg-brand-600' : 'w-2 bg-slate-300')}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
