// What more than one app needs of third-party scripts: the globals' shapes, the sandbox URLs and
// opening the chat (the shell starts the chat and the tag manager itself). The adapters only one app uses live in that
// app (the payment SDK in checkout, the identity widget in account, captcha in content's forms).
// README.md: the globals.
export * from './vendorGlobals';
export * from './sandboxScripts';
export * from './chatWidget';
