// What more than one app needs of third-party scripts (README.md): the globals, the sandbox URLs, opening
// the chat. An adapter one app uses lives in that app (the payment SDK, the identity widget, captcha).
export * from './vendorGlobals';
export * from './sandboxScripts';
export * from './chatWidget';
