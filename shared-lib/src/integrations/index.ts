// Adapters for third-party scripts (identity widget, payment components SDK, captcha, ...), each loading
// its script from a URL in runtime config.
export {};
