// Where the floating help button goes. The button (its drag, its stored spot) is a chunk of its own:
// it only shows 4 s + about 1 s after mount (spec 9), so the first load does not carry it. The chunk is
// fetched once the page has settled, and at the latest when the button is due. The chat script's
// timer starts here, at mount, also on a blog page, which hides the button.
import { useEffect, useState, type ComponentType } from 'react';
import { track, type Tracked } from '@topup/shared-lib';
import { whenPageSettled } from '../startup/pageSettled';
import type { HelpButtonProps } from './HelpButton';
import { useChatReveal } from './useChatReveal';

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
  const revealed = useChatReveal();
  const [Button, setButton] = useState<HelpButtonComponent | null>(null);
  useEffect(() => whenPageSettled(() => void helpButtonLoad().catch(() => undefined)), []);
  useEffect(() => {
    if (!revealed) return;
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
  }, [revealed]);
  return revealed && Button ? <Button {...props} /> : null;
}
