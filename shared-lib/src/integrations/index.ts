// What more than one app needs of third-party scripts (chat, tag manager): loading a script from a URL
// in runtime config, with retries, and opening the chat. The adapters only one app uses live in that
// app (the payment SDK in checkout, the identity widget in account, captcha in content's forms).
// README.md: the globals.
export * from './vendorGlobals';
export * from './thirdPartyScripts';
export * from './sandboxScripts';
export * from './chatWidget';
