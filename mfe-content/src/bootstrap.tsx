import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import BlogArticlePage from './blog/BlogArticlePage';
import BlogCategoryPage from './blog/BlogCategoryPage';
import BlogListPage from './blog/BlogListPage';

mountStandalone({
  '/': BlogListPage,
  '/blog': BlogListPage,
  '/blog/:slug': BlogCategoryPage,
  '/blog/:slug/:title': BlogArticlePage,
});
