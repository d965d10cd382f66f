// Site calls of the store API shared by the apps: the currency list (the currency store's). The blog and
// the enquiry forms' calls are the content remote's; the shell's logger and build watcher post and poll
// on their own.
import type { ApiRequest } from './client';
import type { Currency } from './siteTypes';

export function siteApi(apiRequest: ApiRequest) {
  return {
    /** Failure is an empty list, decided by the currency store: no toast here. */
    currencies: () => apiRequest<Currency[]>({ path: '/hms/currency/v2', toast: false }),
  };
}
