import { mountStandalone } from '@topup/remote-harness';
import * as ClassifyPage from './classify/ClassifyPage';
import * as GoodPage from './goods/GoodPage';
import * as HomePage from './home/HomePage';
import * as ProductPage from './product/ProductPage';
import * as SearchPage from './search/SearchPage';
import * as SellOnlinePage from './sell/SellOnlinePage';
import * as TopUpListPage from './topup/TopUpListPage';
import * as TopUpPage from './topup/TopUpPage';

// The storefront alone, for its own team, at the paths the shell's route table gives its pages; the shell
// composes it in the real site.
mountStandalone('storefront', {
  ClassifyPage,
  GoodPage,
  HomePage,
  ProductPage,
  SearchPage,
  SellOnlinePage,
  TopUpListPage,
  TopUpPage,
});
