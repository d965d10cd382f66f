// The home page's first reads: banners, the sections, the hot list, the popups and the new-user
// offer, each settled on its own so one failing read leaves the rest of the page standing.
import { settle, type PageHead, type PageHeadArgs, type PageLoaderArgs } from '@topup/shared-lib';
import { heroImage } from '@topup/shared-lib';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { readNewUserOffer } from '../offers/newUserOffer';
import { HOME_FILTER_PARAM, toHomeFilter } from './homeFilter';
import { catalogueApi } from '../catalogue/catalogueApi';

export async function loader({ stores: { api } }: PageLoaderArgs) {
  const [banners, index, hot, popups, newUserOffer] = await Promise.all([
    settle(catalogueApi(api).banners()),
    settle(api.products.indexV2()),
    settle(api.products.recommendConfig()),
    settle(catalogueApi(api).popups()),
    readNewUserOffer(api),
  ]);
  return { banners, index, hot, popups, newUserOffer };
}

export type HomeData = Awaited<ReturnType<typeof loader>>;

/** The home page's title, description and keywords, per filter; its first banner as hero. */
export function head(data: HomeData, { query, t }: PageHeadArgs): PageHead {
  const entry = toHomeFilter(query.get(HOME_FILTER_PARAM)) ?? 'home';
  const firstBanner = data.banners.ok ? data.banners.data[0] : undefined;
  return {
    title: t(`${NS}:meta.${entry}.title`),
    description: t(`${NS}:meta.${entry}.description`),
    keywords: t(`${NS}:meta.${entry}.keywords`),
    ...(firstBanner ? { image: heroImage(mediaUrl(firstBanner.image), 'banner') } : {}),
  };
}
