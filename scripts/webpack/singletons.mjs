// @ts-check
/** Libraries that must exist once in the page: one React, one router, one store, one i18n. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@topup/shared-lib',
];
