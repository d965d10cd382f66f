// The header's classify menu (spec 3 "Header classify item"): the server's options with icon, label
// and value, mapped to image, title and id. Loaded once per language and kept, because the header
// mounts again with every page's layout.
import { makeAutoObservable, runInAction } from 'mobx';
import { products } from '@topup/shared-lib';

/** The server's item (`{ id, label, icon, value }`). */
export type MenuItem = Awaited<ReturnType<typeof products.menu>>[number];

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

  constructor(private readonly load: () => Promise<MenuItem[]> = () => products.menu()) {
    makeAutoObservable<ClassifyMenuStore, 'language' | 'load'>(this, { language: false, load: false });
  }

  /** Forgets the list (the next ensure loads again). */
  reset(): void {
    this.language = null;
    this.state = { status: 'idle' };
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

export const classifyMenuStore = new ClassifyMenuStore();
