import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import AboutPage from './about/AboutPage';
import BlogArticlePage from './blog/BlogArticlePage';
import BlogCategoryPage from './blog/BlogCategoryPage';
import BlogListPage from './blog/BlogListPage';
import ContactPage from './contact/ContactPage';
import HelpPage from './help/HelpPage';
import NewsArticlePage from './news/NewsArticlePage';
import NewsCategoryPage from './news/NewsCategoryPage';
import ProductReviewPage from './reviews/ProductReviewPage';
import ReviewPage from './reviews/ReviewPage';

mountStandalone({
  '/': BlogListPage,
  '/blog': BlogListPage,
  '/blog/:slug': BlogCategoryPage,
  '/blog/:slug/:title': BlogArticlePage,
  '/news/category': NewsCategoryPage,
  '/news/:title': NewsArticlePage,
  '/review/:sn': ReviewPage,
  '/product/review': ProductReviewPage,
  '/help': HelpPage,
  '/about': AboutPage,
  '/contact': ContactPage,
});
