// Home banners (spec 7 /hpms/product/index/banner): one at a time with previous / next buttons.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image, mediaUrl, type Banner } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { SiteLink } from '../links/SiteLink';

/** The banners the home page's loader read; none (or a failed read): the page still sells. */
export function HomeBanners({ list }: { list: Banner[] }) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  if (list.length === 0) return null;
  const current = list[index % list.length];
  if (!current) return null;
  const step = (delta: number) => setIndex((n) => (n + delta + list.length) % list.length);
  return (
    <section className="sf-banners" aria-label={t('home.banners')} aria-roledescription="carousel">
      <SiteLink to={current.link} className="sf-banner" label={current.title}>
        {/* Above the fold: loaded at once, first; the preset's 1200 x 345 box (spec 9) whatever the file. */}
        <Image
          src={mediaUrl(current.image)}
          alt=""
          preset="banner"
          width={1200}
          height={345}
          lazy={false}
          fetchPriority="high"
          className="sf-banner__pic"
        />
        <span className="sf-banner__title">{current.title}</span>
      </SiteLink>
      {list.length > 1 && (
        <div className="sf-banners__nav">
          <button
            type="button"
            className="tu-button tu-button--ghost"
            onClick={() => step(-1)}
            aria-label={t('home.bannerPrev')}
          >
            ‹
          </button>
          <span className="sf-muted">
            {(index % list.length) + 1} / {list.length}
          </span>
          <button
            type="button"
            className="tu-button tu-button--ghost"
            onClick={() => step(1)}
            aria-label={t('home.bannerNext')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
