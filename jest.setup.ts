import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { COMMON_NS, i18n } from '@topup/shared-lib/testing/i18n';
import { zhTW as commonZhTW } from '@topup/shared-lib/locales/zh-TW';
import { zhTW as shellZhTW } from 'shell/strings/zh-TW';

// Tests render either language without fetching it: the Chinese common and shell tables at once (pages in
// the browser fetch them with loadLanguage). Only the i18n module is loaded here, so a test's jest.mock of
// any other shared-lib module still applies.
i18n.addResourceBundle('zh-TW', COMMON_NS, commonZhTW, true, true);
i18n.addResourceBundle('zh-TW', 'shell', shellZhTW, true, true);

// findBy and waitFor wait for what the shopper would see, however slow the machine: on a busy 2-core CI
// runner a render can take longer than the library's 1 s default, and a wait that gives up early is a
// false failure. A test that really fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
