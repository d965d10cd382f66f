/** The LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally (use ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `text` with LIKE's wildcards escaped by a backslash, for patterns written with ESCAPE '\'. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
