// @ts-check
// The host's index.html preloads what its startup needs: the chunks its entry imports at once
// (bootstrap) and the host's copies of the shared singletons. Without the hints the browser learns
// of them only after main.js has downloaded and run: one more round trip before the first render.
// A page the server rendered goes out without the script hints (shell/server/pageHints.ts): it paints
// first, and its scripts are asked for after that paint.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startupFiles } from './startup-chunks-plugin.mjs';

const NAME = 'PreloadStartupPlugin';

export class PreloadStartupPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        // The entry first: the page's own scripts keep their place ahead of the chunks they need.
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
          entrypoint.getFiles().filter((file) => file.endsWith('.js')),
        );
        const files = [...new Set([...entryFiles, ...startupFiles(compilation)])];
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            // As low as the chunk scripts webpack would insert later: early, but never ahead of main.js.
            fetchpriority: 'low',
          }),
        );
        // The bootstrap chunk's styles too: webpack would ask for them only with the chunk.
        const styles = startupFiles(compilation, '.css').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'style',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links, ...styles);
        return data;
      });
    });
  }
}
