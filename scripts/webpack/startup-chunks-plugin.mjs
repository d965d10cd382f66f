// @ts-check
// Writes startup-chunks.json next to the build: the files of the entry, and of what its startup
// fetches before any page can run: the chunk groups the entry module imports at once (the async
// boundary `import('./bootstrap')`) and the app's own copies of the shared singletons. The budget
// check reads it; the host's index.html preloads the same files (preload-startup-plugin.mjs).

const NAME = 'StartupChunksPlugin';

/**
 * Files of the chunk groups behind the entry's own dynamic imports and behind every provided
 * shared module (what the federation runtime fetches before bootstrap can run).
 * @param {import('webpack').Compilation} compilation
 * @param {string} extension which files: '.js' (the default) or '.css'
 */
export function startupFiles(compilation, extension = '.js') {
  const { chunkGraph } = compilation;
  /** @type {Set<import('webpack').Module>} */
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
        entryModules.add(module);
        // Scope hoisting may fold the entry and its static imports into one ConcatenatedModule; the
        // entry's dynamic imports keep the inner module as their origin.
        const inner = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
        for (const folded of inner ?? []) entryModules.add(folded);
      }
    }
  }
  /** @type {Set<string>} */
  const files = new Set();

  for (const group of compilation.chunkGroups) {
    if (group.origins.some((origin) => origin.module && entryModules.has(origin.module))) {
      for (const file of group.getFiles()) files.add(file);
    }
  }
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const file of group?.getFiles() ?? []) files.add(file);
    }
  }
  return [...files].filter((file) => file.endsWith(extension)).sort();
}

export class StartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const startup = startupFiles(compilation);
          /** @type {Record<string, { entry: string[]; startup: string[] }>} */
          const entrypoints = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            entrypoints[name] = {
              entry: entrypoint.getFiles().filter((file) => file.endsWith('.js')),
              startup,
            };
          }
          compilation.emitAsset(
            'startup-chunks.json',
            new sources.RawSource(`${JSON.stringify({ entrypoints }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
