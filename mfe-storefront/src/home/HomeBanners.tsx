// Home banners (spec 7 /hpms/product/index/banner): one at a time with previous / next buttons.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image, mediaUrl, products, useAsync } from '@topup/shared-lib';
import { NS } from '../i18n';
import { SiteLink } from '../links/SiteLink';

export function HomeBanners() {
  const { t, i18n } = useTranslation(NS);
  const banners = useAsync(() => products.banners(), [i18n.language]);
  const [index, setIndex] = useState(0);
  // While they load, a box of the banner's size holds their place: content below must not jump
  // down when they arrive (issue 10, CLS).
  if (banners.status === 'loading') return <BannersSkeleton label={t('home.banners')} />;
  // Banners are decoration: without them the home page still sells.
  if (banners.status !== 'success' || banners.data.length === 0) return null;
  const list = banners.data;
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

/** The carousel's shape (picture, title line, buttons row) without content, busy for screen readers. */
function BannersSkeleton({ label }: { label: string }) {
  return (
    <section className="sf-banners sf-banners--loading" aria-label={label} aria-busy="true">
      <div className="sf-banner" aria-hidden="true">
        <span className="sf-banner__pic sf-banner__pic--placeholder" />
        <span className="sf-banner__title sf-banner__title--placeholder">&nbsp;</span>
      </div>
      <div className="sf-banners__nav" aria-hidden="true">
        <span className="sf-banners__nav-placeholder" />
      </div>
    </section>
  );
}
