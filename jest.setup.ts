import '@testing-library/jest-dom';
import { COMMON_NS, i18n } from '@topup/shared-lib/testing/i18n';
import { zhTW as commonZhTW } from '@topup/shared-lib/locales/zh-TW';
import { zhTW as shellZhTW } from 'shell/strings/zh-TW';

// Tests render either language without fetching it: the Chinese common and shell tables at once (pages in
// the browser fetch them with loadLanguage). Only the i18n module is loaded here, so a test's jest.mock of
// any other shared-lib module still applies.
i18n.addResourceBundle('zh-TW', COMMON_NS, commonZhTW, true, true);
i18n.addResourceBundle('zh-TW', 'shell', shellZhTW, true, true);
