// @ts-check
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'storefront',
  title: 'TopUp Store: storefront',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './TopUpListPage': './src/topup/TopUpListPage.tsx',
    './TopUpPage': './src/topup/TopUpPage.tsx',
    './ClassifyPage': './src/classify/ClassifyPage.tsx',
    './GoodPage': './src/goods/GoodPage.tsx',
    './ProductPage': './src/product/ProductPage.tsx',
    './SellOnlinePage': './src/sell/SellOnlinePage.tsx',
    './SearchPage': './src/search/SearchPage.tsx',
  },
});
