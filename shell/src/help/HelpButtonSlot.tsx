// Where the floating help button goes. The button (its drag, its stored spot) is a chunk of its own,
// fetched as soon as the page is live, so the first load does not carry it and the shopper does not wait
// for the chat script to get help (a press without chat leads to the help page). The chat script's
// timer starts here, at mount, also on a blog page, which hides the button.
import { useEffect, useState, type ComponentType } from 'react';
import { loadChatWidget, track, type Tracked } from '@topup/shared-lib';
import type { HelpButtonProps } from './HelpButton';

type HelpButtonComponent = ComponentType<HelpButtonProps>;

let load: Tracked<HelpButtonComponent> | null = null;

/** The button's chunk: fetched once, and afresh after a failure (webpack forgets a failed chunk too). */
export function helpButtonLoad(): Tracked<HelpButtonComponent> {
  if (!load || load.status === 'rejected') {
    load = track(import(/* webpackChunkName: "help" */ './HelpButton').then((module) => module.HelpButton));
  }
  return load;
}

export function HelpButtonSlot(props: HelpButtonProps) {
  const [Button, setButton] = useState<HelpButtonComponent | null>(null);
  // shared-lib waits CHAT_LOAD_DELAY_MS itself, so the chat never competes with the page's first load.
  useEffect(() => loadChatWidget(), []);
  useEffect(() => {
    let live = true;
    helpButtonLoad().then(
      (component) => {
        if (live) setButton(() => component);
      },
      (error: unknown) => console.warn('[shell] the help button did not load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return Button ? <Button {...props} /> : null;
}
