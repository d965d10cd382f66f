// Adapters for third-party scripts (identity widget, payment components SDK, captcha, chat, tag
// manager), each loading its script from a URL in runtime config. README.md: the expected globals.
export * from './vendorGlobals';
export * from './paymentSdk';
export * from './captcha';
export * from './thirdPartyScripts';
export * from './sandboxScripts';
