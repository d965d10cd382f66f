// @ts-check
/** Libraries that must exist once in the page: one React, one router, one store, one i18n. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@topup/shared-lib',
];

/**
 * Singletons provided through a module of shared-lib that re-exports part of the package, so the part
 * the apps never use is shaken out (a shared module is otherwise bundled whole). Paths from the root.
 */
export const SHARED_FACADES = {
  'react-router-dom': 'shared-lib/src/singletons/reactRouterDom.ts',
  'react-i18next': 'shared-lib/src/singletons/reactI18next.ts',
};

/**
 * The private name the react-i18next facade imports the package by (the bare name is the share key,
 * which federation would resolve to the facade itself), and the file it stands for: the package's ES
 * build, whose unused exports webpack drops (the package declares no side effects).
 */
export const REACT_I18NEXT_SOURCE = {
  name: '@topup/react-i18next-source',
  file: 'node_modules/react-i18next/dist/es/index.js',
};

/** The contract package: shared with a major-version range and strictVersion (see sharedLibRange). */
export const SHARED_LIB = '@topup/shared-lib';

/**
 * The range an app accepts for shared-lib, from the version it declares ("0.1.0", "^0.1.0", "~0.1.0"):
 * that version or any later minor or patch of the same major. Unlike npm's caret, 0.x minors count as
 * compatible too: shared-lib marks a breaking change by a new major, whatever the major is.
 * @param {string} declared
 */
export function sharedLibRange(declared) {
  const match = /^[\^~=v]*(\d+)\.(\d+)\.(\d+)$/.exec(declared.trim());
  if (!match) throw new Error(`${SHARED_LIB}: declare a plain version (e.g. 0.1.0), not "${declared}"`);
  const [, major, minor, patch] = match;
  return `>=${major}.${minor}.${patch} <${Number(major) + 1}.0.0`;
}
