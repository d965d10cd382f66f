import { mountStandalone } from '@topup/remote-harness';
import * as ClassifyPage from './classify/ClassifyPage';
import * as GoodPage from './goods/GoodPage';
import * as HomePage from './home/HomePage';
import * as ProductPage from './product/ProductPage';
import * as SearchPage from './search/SearchPage';
import * as SellOnlinePage from './sell/SellOnlinePage';
import * as TopUpListPage from './topup/TopUpListPage';
import * as TopUpPage from './topup/TopUpPage';

// The storefront alone, for its own team; the shell composes it in the real site.
mountStandalone({
  '/': HomePage,
  '/top-up': TopUpListPage,
  '/top-up/:linkName': TopUpPage,
  '/classify': ClassifyPage,
  '/product/classify': ClassifyPage,
  '/Good/:id': GoodPage,
  '/product/:id': ProductPage,
  '/sellOnline': SellOnlinePage,
  '/search': SearchPage,
});
