// The header's classify menu: the server's options with icon, label
// and value, mapped to image, title and id. One menu per store set, loaded once per language and kept
// for the set's life, because the header mounts again with every page's layout.
import { makeAutoObservable, runInAction } from 'mobx';
import { useStores, type MenuItem } from '@topup/shared-lib';
import { perStoreSet } from '../../app/perStoreSet';

export interface ClassifyOption {
  image: string;
  title: string;
  id: number;
}

/** Where an option leads: the category list filtered by the option's id. */
export const CLASSIFY_PATH = '/classify';
export const classifyHref = (id: number) => `${CLASSIFY_PATH}?id=${encodeURIComponent(String(id))}`;

export const toClassifyOption = (item: MenuItem): ClassifyOption => ({
  image: item.icon,
  title: item.label,
  id: item.value,
});

export type ClassifyMenuState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; options: ClassifyOption[] };

export class ClassifyMenuStore {
  state: ClassifyMenuState = { status: 'idle' };
  private language: string | null = null;

  /** `load` reads the server's items (the set's `api.products.menu`). */
  constructor(private readonly load: () => Promise<MenuItem[]>) {
    makeAutoObservable<ClassifyMenuStore, 'language' | 'load'>(this, { language: false, load: false });
  }

  /**
   * Loads for a language unless already loaded or loading for it. A failed load stays failed until
   * asked with `retry` (the Retry button), so opening the menu never repeats a failing call by itself.
   */
  async ensure(language: string, retry = false): Promise<void> {
    if (this.language === language && (this.state.status !== 'error' || !retry)) return;
    this.language = language;
    this.state = { status: 'loading' };
    try {
      const items = await this.load();
      runInAction(() => {
        if (this.language === language)
          this.state = { status: 'ready', options: items.map(toClassifyOption) };
      });
    } catch {
      runInAction(() => {
        if (this.language === language) this.state = { status: 'error' };
      });
    }
  }
}

/** Each store set's menu. */
export const classifyMenuOf = perStoreSet(
  (stores) => new ClassifyMenuStore(() => stores.api.products.menu()),
);

/** The classify menu of the page's store set. */
export function useClassifyMenu(): ClassifyMenuStore {
  return classifyMenuOf(useStores());
}
