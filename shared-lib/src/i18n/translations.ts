/** The type of a translation table with the same keys as `T` (English is the source of the keys). */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
