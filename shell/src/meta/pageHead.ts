// A page's head: what its route module says (routing/routeModule.ts `head`), each field it leaves out
// taken from the store's default entry. The shell writes it into the document as a page shows, and the
// store's server into the page it sends.
import type { i18n as I18n } from 'i18next';
import type { PageHead, PageHeadArgs, RouteModule } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

export type FullHead = Required<Pick<PageHead, 'title' | 'description' | 'keywords'>> &
  Pick<PageHead, 'image'>;

/** The store's default entry ("a default fallback"), in the page's language. */
export function defaultHead(i18n: I18n, language: string): FullHead {
  const t = i18n.getFixedT(language, SHELL_NS);
  return {
    title: t('meta.default.title'),
    description: t('meta.default.description'),
    keywords: t('meta.default.keywords'),
  };
}

/** The head of a route module's page with its data; a module without `head` has the default. */
export function routeHead(
  module: Pick<RouteModule, 'head'>,
  data: unknown,
  args: Omit<PageHeadArgs, 't'>,
  i18n: I18n,
): FullHead {
  const fallback = defaultHead(i18n, args.language);
  let own: PageHead = {};
  try {
    own = module.head?.(data, { ...args, t: i18n.getFixedT(args.language) }) ?? {};
  } catch (error) {
    console.error('[shell] a page head failed', error); // the default entry stands in
  }
  return {
    title: own.title || fallback.title,
    description: own.description || fallback.description,
    keywords: own.keywords || fallback.keywords,
    ...(own.image ? { image: own.image } : {}),
  };
}
