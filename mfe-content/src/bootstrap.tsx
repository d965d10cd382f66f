import { mountStandalone } from '@topup/remote-harness';
import * as AboutPage from './about/AboutPage';
import * as BlogArticlePage from './blog/BlogArticlePage';
import * as BlogCategoryPage from './blog/BlogCategoryPage';
import * as BlogListPage from './blog/BlogListPage';
import * as ContactPage from './contact/ContactPage';
import * as HelpPage from './help/HelpPage';
import * as NewsArticlePage from './news/NewsArticlePage';
import * as NewsCategoryPage from './news/NewsCategoryPage';
import * as ProductReviewPage from './reviews/ProductReviewPage';
import * as ReviewPage from './reviews/ReviewPage';
import ReviewPopup from './reviews/popup/ReviewPopup';

// The content pages alone, for their own team; the shell composes them in the real site.
mountStandalone(
  {
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
  },
  { sitePopups: { review: ReviewPopup } },
);
