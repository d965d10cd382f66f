// @ts-check
// Writes startup-chunks.json next to the build: the files of the entry and of the chunk groups the
// entry module imports at once (the async boundary `import('./bootstrap')`). The budget check and
// the benchmark add these to the shared singletons (from mf-manifest.json) to get first-load JS.

const NAME = 'StartupChunksPlugin';

export class StartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, { entry: string[]; startup: string[] }>} */
          const entrypoints = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const entryModules = new Set(
              entrypoint.chunks.flatMap((chunk) => [
                ...compilation.chunkGraph.getChunkEntryModulesIterable(chunk),
              ]),
            );
            const startup = new Set();
            for (const group of compilation.chunkGroups) {
              if (group === entrypoint) continue;
              const fromEntry = group.origins.some((origin) => origin.module && entryModules.has(origin.module));
              if (fromEntry) for (const file of group.getFiles()) startup.add(file);
            }
            entrypoints[name] = {
              entry: entrypoint.getFiles().filter((file) => file.endsWith('.js')),
              startup: [...startup].filter((file) => file.endsWith('.js')).sort(),
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
