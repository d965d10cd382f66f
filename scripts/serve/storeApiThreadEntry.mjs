// The store-api thread's first module (storeApiThread.ts): TypeScript through tsx, then the thread itself.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./storeApiWorker.ts', import.meta.url).href);
