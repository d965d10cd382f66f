// The login popup's forms are a chunk of their own: most visits never open the popup. The
// chunk is fetched when the browser is idle after the page has loaded, when the shopper points at or
// focuses the header's Log in button, and at the latest when the popup opens.
import type { ComponentType } from 'react';
import { onDemand } from '../app/onDemand';
import type { LoginPopupFormsProps } from '../login/LoginPopupForms';
import { whenPageSettled } from '../startup/pageSettled';

export type LoginForms = ComponentType<LoginPopupFormsProps>;

/** The forms' load: started once, and afresh after a failure (app/onDemand.ts). */
export const loginFormsLoad = onDemand<LoginForms>(() =>
  import(/* webpackChunkName: "login" */ '../login/LoginPopupForms').then((module) => module.LoginPopupForms),
);

/** Starts fetching the forms. A failure is silent here: the open popup shows it, with Retry. */
export function preloadLoginBody(): void {
  loginFormsLoad();
}

/** Preloads once the page has settled (loaded, the network quiet, the browser idle); returns a stop function. */
export function preloadLoginBodyWhenIdle(): () => void {
  return whenPageSettled(preloadLoginBody);
}
