// A member with available coupons or unpaid orders sees a sign on the header's
// account link (and on the phone's menu button). The header reads both when the member changes and when a
// page says it changed them (`user.memberDataChanged()`: a claimed coupon, a new or cancelled order).
// One reading per store set, shared by every header part that shows the sign.
import { useEffect } from 'react';
import { makeAutoObservable, runInAction } from 'mobx';
import { useStores, type Stores } from '@topup/shared-lib';
import { perStoreSet } from '../app/perStoreSet';

class HotStatus {
  hot = false;
  /** The member and revision the sign was read for ('' for a guest). */
  private readFor = '';

  constructor() {
    makeAutoObservable<HotStatus, 'readFor'>(this, { readFor: false });
  }

  read(key: string, api: Stores['api']): void {
    if (key === this.readFor) return;
    this.readFor = key;
    if (!key) {
      this.hot = false;
      return;
    }
    // A failed read counts as nothing waiting: the sign is a hint, never an error.
    const coupons = api.coupons.memberAvailable().then(
      (list) => list.length,
      () => 0,
    );
    const unpaid = api.orders.unpaidCount().catch(() => 0);
    void Promise.all([coupons, unpaid]).then(([available, count]) => {
      if (this.readFor !== key) return;
      runInAction(() => {
        this.hot = available > 0 || count > 0;
      });
    });
  }
}

const hotStatusOf = perStoreSet(() => new HotStatus());

/** Whether the member has something waiting; read in the browser only (a rendered page shows no sign). */
export function useHotStatus(): boolean {
  const stores = useStores();
  const { user, api } = stores;
  const status = hotStatusOf(stores);
  const key = user.token ? `${user.token}#${user.memberDataRevision}` : '';
  useEffect(() => status.read(key, api), [status, key, api]);
  return user.isLogin && status.hot;
}
