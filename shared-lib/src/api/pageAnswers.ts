// Server rendering (issue 10): the store's server renders a public page's first paint with the answers
// of the page's first reads (scripts/serve/serverRender.ts) and writes those answers into the page. The
// browser's first render hydrates that HTML, so it must render from the same answers to produce the
// same markup: while a component first renders during hydration (useAsync, through `answerFromPage`),
// the api client answers such a read at once, already settled, from here. Hydration shows what the
// server showed; after it, the page reads as usual. Only successful reads are written (their data),
// by address without the freshness `t` (publicReads' keyAddress).
import { keyAddress } from './publicReads';

/** The data of the page's first reads the server made, by address below the API prefix. */
export type PageAnswers = Readonly<Record<string, unknown>>;

let answers: ReadonlyMap<string, unknown> | null = null;
let answering = 0;

/** The answers the page was rendered with (the server's, or the page's in the browser); null: none. */
export function providePageAnswers(next: PageAnswers | null): void {
  answers = next ? new Map(Object.entries(next)) : null;
}

/** Whether any answers are held: the page is being server-rendered or hydrated. */
export function hasPageAnswers(): boolean {
  return answers !== null;
}

/** Runs `read`; the api reads it makes at once are answered from the page's answers when they hold one. */
export function answerFromPage<T>(read: () => T): T {
  answering += 1;
  try {
    return read();
  } finally {
    answering -= 1;
  }
}

/** Whether a read made now may be answered from the page (inside `answerFromPage`, answers held). */
export function answeringFromPage(): boolean {
  return answering > 0 && answers !== null;
}

/** Inside `answerFromPage`: the data the page holds for a GET of this address; otherwise none. */
export function pageAnswer(address: string): { data: unknown } | undefined {
  if (answering === 0 || answers === null) return undefined;
  const key = keyAddress(address);
  return answers.has(key) ? { data: answers.get(key) } : undefined;
}
