// What the store shares as "react-i18next": the hook, the provider and the i18next plugin, nothing else.
//
// A shared module cannot be tree-shaken (any remote may use any export), so sharing the package whole
// put <Trans> and <IcuTrans> with their HTML parser, the HOCs and the SSR helpers (~9 KB gzipped) on
// every first load, though no app uses them. As with the router (reactRouterDom.ts), every app's
// webpack config provides this module under the "react-i18next" share key instead
// (scripts/webpack/singletons.mjs), and TypeScript and jest resolve "react-i18next" here too: a name
// not listed fails the type check. Add a name here when an app needs more.
//
// It imports the package by a private name (REACT_I18NEXT_SOURCE in singletons.mjs, an alias of the
// package's ES build): importing "react-i18next" would be handed back to this very module.
export { I18nextProvider, initReactI18next, useTranslation } from '@topup/react-i18next-source';
