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

// The content alone, for its own team, at the paths the shell's route table gives its pages; the shell
// composes it in the real site.
mountStandalone(
  'content',
  {
    AboutPage,
    BlogArticlePage,
    BlogCategoryPage,
    BlogListPage,
    ContactPage,
    HelpPage,
    NewsArticlePage,
    NewsCategoryPage,
    ProductReviewPage,
    ReviewPage,
  },
  { sitePopups: { review: ReviewPopup } },
);
