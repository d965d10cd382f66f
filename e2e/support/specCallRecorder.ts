// The calls of the store API a browser makes: every request of a browser context to the store's own origin,
// named by the API operation it is (store-api's operations as the generated API types list them, so
// a search is not taken for a product id), kept when it is one of the calls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { apiTypeOperations } from '../../scripts/specCalls/apiTypeOperations';
import { operationOfRequest } from '../../scripts/specCalls/specPathMatch';
import { SPEC_CALLS, type SpecCallName } from '../../store-api/src/docs/specCalls';

const OPERATIONS = [
  ...apiTypeOperations(
    readFileSync(path.resolve(__dirname, '../../shared-lib/src/api/generated/storeApi.ts'), 'utf8'),
  ),
];
const isSpecCall = (operation: string): operation is SpecCallName =>
  (SPEC_CALLS as readonly string[]).includes(operation);

export interface SpecCallRecorder {
  /** The spec calls the context's pages have made so far. */
  made: ReadonlySet<SpecCallName>;
  /**
   * Waits until the pages have made each of these calls since the last step (in answer to what the
   * test did since), then starts the next step.
   */
  expectStep(calls: readonly SpecCallName[]): Promise<void>;
  /** Whether the pages have made each of these calls at all. */
  expectMade(calls: readonly SpecCallName[]): void;
}

/** Starts recording the spec calls the context's pages make. */
export function recordSpecCalls(context: BrowserContext, origin: string): SpecCallRecorder {
  const made = new Set<SpecCallName>();
  const step = new Set<SpecCallName>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const operation = operationOfRequest(OPERATIONS, request.method(), url.pathname);
    if (!operation || !isSpecCall(operation)) return;
    made.add(operation);
    step.add(operation);
  });
  return {
    made,
    expectStep: async (calls) => {
      await expect
        .poll(() => calls.filter((call) => !step.has(call)), { message: 'spec calls this step did not make' })
        .toEqual([]);
      step.clear();
    },
    expectMade: (calls) => {
      expect(
        calls.filter((call) => !made.has(call)),
        'spec calls the pages did not make',
      ).toEqual([]);
    },
  };
}
