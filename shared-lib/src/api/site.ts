// Site calls of the store API "Other": feedback, partner, currencies, build meta, logs, blog.
import type { ApiRequest } from './client';
import type {
  BuildMeta,
  CreatedRecord,
  Currency,
  FeedbackPayload,
  LogEntry,
  LogsReceipt,
  PartnerPayload,
} from './siteTypes';
import type { Article, ArticleSummary, Page } from './types';

/** store-api serves POST /api/logs at its root, so through the /api proxy the path keeps its /api. */
export const LOGS_PATH = '/api/logs';

export interface ArticleListQuery {
  pageNum?: number;
  pageSize?: number;
  category?: string;
}

export function siteApi(apiRequest: ApiRequest) {
  return {
    /** Blog articles, newest first. */
    articles: (query: ArticleListQuery = {}) =>
      apiRequest<Page<ArticleSummary>>({ path: '/public/blog/article', params: { ...query } }),
    article: (slug: string) => apiRequest<Article>({ path: '/public/blog/article/:slug', params: { slug } }),
    feedback: (payload: FeedbackPayload) =>
      apiRequest<CreatedRecord>({ method: 'POST', path: '/hums/feedback', params: { ...payload } }),
    partner: (payload: PartnerPayload) =>
      apiRequest<CreatedRecord>({ method: 'POST', path: '/public/partner', params: { ...payload } }),
    /** Failure is an empty list, decided by the currency store: no toast here. */
    currencies: () => apiRequest<Currency[]>({ path: '/hms/currency/v2', toast: false }),
    /** The build manifest, a plain JSON file (not an envelope); `t` defeats caches. */
    buildMeta: (buildId: string) =>
      apiRequest<BuildMeta>({
        path: '/builds/meta/{buildId}.json',
        params: { buildId, t: Date.now() },
        envelope: false,
        toast: false,
      }),
    /** The log server: the literal /api/logs, under the API prefix like every call. */
    logs: (logs: LogEntry[]) =>
      apiRequest<LogsReceipt>({ method: 'POST', path: LOGS_PATH, body: { logs }, toast: false }),
  };
}
