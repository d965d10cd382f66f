// @ts-check
// Development only, run before anything else on the page (create-app-config.mjs). Each app on the
// page has its own React Refresh runtime, and each finds React DOM through this global hook. The
// runtime that arrives first (the shell's) would create a bare hook that forgets the renderer, so
// the remotes' runtimes, which arrive after React DOM has started, could never refresh their
// components. This hook keeps the renderers, as the React DevTools' own does (left alone when present).
const global = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
if (!global.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 0;
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    /** @param {unknown} renderer */
    inject(renderer) {
      nextId += 1;
      renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
