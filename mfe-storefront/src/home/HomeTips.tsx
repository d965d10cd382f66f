// The home's tips over the page: the promotions' popup and the add-to-home-screen prompt. They read what
// the shopper closed or saw, so they show once the page has hydrated, and their code comes then too: a
// chunk of its own, not part of the home's first load.
import type { ComponentProps } from 'react';
import { AddToDesktop } from './AddToDesktop';
import { HomePopups } from './HomePopups';

export default function HomeTips({ popups }: { popups: ComponentProps<typeof HomePopups>['list'] | null }) {
  return (
    <>
      <AddToDesktop />
      {popups && <HomePopups list={popups} />}
    </>
  );
}
