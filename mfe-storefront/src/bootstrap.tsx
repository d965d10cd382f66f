import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import ClassifyPage from './classify/ClassifyPage';
import HomePage from './home/HomePage';
import TopUpListPage from './topup/TopUpListPage';
import TopUpPage from './topup/TopUpPage';

// The storefront alone, for its own team; the shell composes it in the real site.
mountStandalone({
  '/': HomePage,
  '/top-up': TopUpListPage,
  '/top-up/:linkName': TopUpPage,
  '/classify': ClassifyPage,
});
