// Home banners (the store API /hpms/product/index/banner) as a carousel: previous / next, a dot per promotion, and
// a pause button (WAI-ARIA carousel pattern). It turns by itself only once hydrated, and starts paused when
// the shopper asks for reduced motion.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image, useHydrated } from '@topup/shared-lib';
import { type Banner } from '../catalogue/catalogueTypes';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { SiteLink } from '../links/SiteLink';

/** How long each promotion stays before the next one, when the carousel turns by itself. */
export const BANNER_INTERVAL_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** The banners the home page's loader read; none (or a failed read): the page still sells. */
export function HomeBanners({ list }: { list: Banner[] }) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  /** The shopper's own pause or play; until then, paused when they ask for reduced motion. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  // The server cannot know the preference: the first render says "pause" everywhere, then follows it.
  const paused = chosen ?? (hydrated && prefersReducedMotion());
  const turning = hydrated && list.length > 1 && !paused;
  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => setIndex((n) => (n + 1) % list.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [turning, list.length]);
  if (list.length === 0) return null;
  const current = index % list.length;
  const step = (delta: number) => setIndex((n) => (n + delta + list.length) % list.length);
  return (
    <section className="sf-banners" aria-label={t('home.banners')}>
      {/* Announced only when the shopper turns it, not while it turns by itself. */}
      <div className="sf-banners__track" aria-live={turning ? 'off' : 'polite'}>
        {list.map((banner, position) => (
          <div
            key={banner.id}
            className="sf-banner__slide"
            role="group"
            aria-label={banner.title}
            hidden={position !== current}
          >
            <SiteLink to={banner.link} className="sf-banner" label={banner.title}>
              {/* The first is the page's hero (preloaded by its head): at once and first; the rest when shown. */}
              <Image
                src={mediaUrl(banner.image)}
                alt=""
                preset="banner"
                width={1200}
                height={345}
                lazy={position !== 0}
                fetchPriority={position ? 'low' : 'high'}
                className="sf-banner__pic"
              />
              <span className="sf-banner__title">{banner.title}</span>
            </SiteLink>
          </div>
        ))}
      </div>
      {list.length > 1 && (
        <div className="sf-banners__nav">
          <button
            type="button"
            className="sf-banners__button"
            onClick={() => step(-1)}
            aria-label={t('home.bannerPrev')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="sf-banners__dots">
            {list.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="sf-banners__dot"
                aria-label={banner.title}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </span>
          <button
            type="button"
            className="sf-banners__button"
            onClick={() => step(1)}
            aria-label={t('home.bannerNext')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="sf-banners__button"
            onClick={() => setChosen(!paused)}
            aria-label={paused ? t('home.bannerPlay') : t('home.bannerPause')}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        </div>
      )}
    </section>
  );
}
