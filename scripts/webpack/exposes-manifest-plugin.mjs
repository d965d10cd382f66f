// @ts-check
// Emits exposes.json next to mf-manifest.json: what a remote publishes (each expose, its source file
// and the props contract it honours), so the contract of a deployed build can be read without its code.
import { exposeContractOf } from '../contract/expose-contracts.mjs';

export class ExposesManifestPlugin {
  /** @param {{ app: string; version: string; exposes: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { app, version, exposes } = this.options;
    compiler.hooks.thisCompilation.tap('ExposesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ExposesManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const published = {
            remote: app,
            version,
            exposes: Object.fromEntries(
              Object.entries(exposes).map(([name, file]) => [
                name,
                { file, props: exposeContractOf(app, name) },
              ]),
            ),
          };
          compilation.emitAsset(
            'exposes.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`),
          );
        },
      );
    });
  }
}
