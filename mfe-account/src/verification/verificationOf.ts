// One verification store per store set, reached from the set itself. The centre (`./VerificationCenter`,
// mounted once per page by the shell), the identity popup (a site popup the shell draws) and the
// account's pages render in separate parts of the shell's tree, so a React context provided by the
// centre would not reach them; every one of them has the set (`useStores()`), and the map keyed by it
// lets the instance go with its set (a request on the store's server, a test).
import { useStores, type Stores } from '@topup/shared-lib';
import { VerificationStore } from './VerificationStore';
import { verificationApi } from './verificationApi';

const instances = new WeakMap<Stores, VerificationStore>();

/** The verification store of this store set, made on first use. */
export function verificationOf(stores: Stores): VerificationStore {
  let instance = instances.get(stores);
  if (!instance) {
    instance = new VerificationStore(verificationApi(stores.api));
    instances.set(stores, instance);
  }
  return instance;
}

/** The verification store of the page's stores. */
export function useVerification(): VerificationStore {
  return verificationOf(useStores());
}
