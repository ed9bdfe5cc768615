import type { Plugin } from '@docusaurus/types';
import { PhaseLog } from './progress';

export const PLUGIN_NAME = 'build-progress';

interface Compiler {
  hooks: {
    compile: { tap: (name: string, fn: () => void) => void };
    done: { tap: (name: string, fn: (stats: { hasErrors: () => boolean }) => void) => void };
  };
}

/**
 * Prints the production build's phases with their times when no terminal is attached (a terminal shows
 * Docusaurus's own progress bars): loading the content, bundling for the browser and for server
 * rendering, and rendering the pages. Without it a first `npm start` in CI or a pipe is silent for minutes.
 */
export default function pluginBuildProgress(): Plugin {
  const quiet = Boolean(process.stdout.isTTY) || process.env.NODE_ENV !== 'production';
  const log = new PhaseLog((line) => console.log(line));
  // Both bundles build side by side; the pages render once both are done.
  const bundling = new Set<string>();
  if (!quiet) log.start('loading the content (docs, blog, data, OpenAPI)');
  return {
    name: PLUGIN_NAME,
    allContentLoaded() {
      log.end('loading the content (docs, blog, data, OpenAPI)');
    },
    configureWebpack(_config, isServer) {
      if (quiet) return {};
      const phase = isServer ? 'bundling for server rendering' : 'bundling for the browser';
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.compile.tap(PLUGIN_NAME, () => {
            bundling.add(phase);
            log.start(phase);
          });
          compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
            bundling.delete(phase);
            log.end(phase, stats.hasErrors() ? 'failed' : 'done');
            if (bundling.size === 0 && !stats.hasErrors()) log.start('rendering the pages');
          });
        },
      };
      return { plugins: [plugin] };
    },
    postBuild() {
      log.end('rendering the pages');
    },
  };
}
