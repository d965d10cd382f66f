// Lines of code in a TypeScript or JavaScript source: lines that are neither blank nor only comment.
// A small scanner that knows strings and comments (a `//` inside a string is code); a regular
// expression literal is read as code, which is right unless it holds `/*`.

type State = 'code' | 'block comment' | "'" | '"' | '`';

/** How many lines of `source` hold code. */
export function codeLines(source: string): number {
  let state: State = 'code';
  let count = 0;
  for (const line of source.split('\n')) {
    // A line inside a template literal is code, whatever it holds.
    let hasCode = state === '`';
    for (let at = 0; at < line.length; at += 1) {
      const char = line[at] ?? '';
      const next = line[at + 1];
      if (state === 'block comment') {
        if (char === '*' && next === '/') {
          state = 'code';
          at += 1;
        }
      } else if (state !== 'code') {
        hasCode = true;
        if (char === '\\') at += 1;
        else if (char === state) state = 'code';
      } else if (char === '/' && next === '/') {
        break;
      } else if (char === '/' && next === '*') {
        state = 'block comment';
        at += 1;
      } else if (char.trim() !== '') {
        hasCode = true;
        if (char === "'" || char === '"' || char === '`') state = char;
      }
    }
    // Quotes end with their line (an unclosed one is not valid source anyway).
    if (state === "'" || state === '"') state = 'code';
    if (hasCode) count += 1;
  }
  return count;
}
