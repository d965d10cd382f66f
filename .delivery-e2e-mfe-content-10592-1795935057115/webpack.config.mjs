// @ts-check
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'content',
  title: 'TopUp Store: content',
  exposes: {
    './BlogListPage': './src/blog/BlogListPage.tsx',
    './BlogCategoryPage': './src/blog/BlogCategoryPage.tsx',
    './BlogArticlePage': './src/blog/BlogArticlePage.tsx',
    './NewsCategoryPage': './src/news/NewsCategoryPage.tsx',
    './NewsArticlePage': './src/news/NewsArticlePage.tsx',
    './ReviewPage': './src/reviews/ReviewPage.tsx',
    './ProductReviewPage': './src/reviews/ProductReviewPage.tsx',
    './HelpPage': './src/help/HelpPage.tsx',
    './AboutPage': './src/about/AboutPage.tsx',
    './ContactPage': './src/contact/ContactPage.tsx',
    './ReviewPopup': './src/reviews/popup/ReviewPopup.tsx',
  },
});
