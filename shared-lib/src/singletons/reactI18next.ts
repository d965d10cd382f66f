// What the store shares as "react-i18next": the hook, the provider and the i18next plugin, nothing else
// (the whole package puts <Trans>, its HTML parser, the HOCs and the SSR helpers, ~9 KB gzipped, on every
// first load). Shared and resolved as the router's facade is (reactRouterDom.ts). It imports the package
// by a private name (REACT_I18NEXT_SOURCE in scripts/webpack/singletons.mjs): "react-i18next" would be
// handed back to this very module.
export { I18nextProvider, initReactI18next, useTranslation } from '@topup/react-i18next-source';
