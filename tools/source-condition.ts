/**
 * In-repository source resolution (docs/decisions/018-installable-libraries-and-nx-plugins.md). Each library's
 * `package.json` `exports` lists `"@shop/source": "./src/….ts"` before `types`/`default` (its build
 * in `dist/`): tools that know the `@shop/source` condition read the TypeScript source, everyone
 * else (a project that installed the packed library) gets the JavaScript build.
 *
 * Where the condition is set: `customConditions` in tsconfig.base.json (tsc, the editor), this Vite
 * plugin in every vite and vitest config (the apps' builds, the dev server, the test runs), and
 * `--conditions=@shop/source` on every `node` command that runs repository TypeScript (npm scripts,
 * project.json commands, spawned servers; `.npmrc` passes it to `npx node …` too).
 */
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

export const SOURCE_CONDITION = '@shop/source';

/** Puts `@shop/source` first in the resolve conditions of every Vite environment (client, ssr, vitest's). */
export function sourceCondition(): Plugin {
  return {
    name: 'shop:source-condition',
    enforce: 'pre',
    configEnvironment(name, config) {
      const consumer = config.consumer ?? (name === 'client' ? 'client' : 'server');
      const conditions = config.resolve?.conditions ?? (consumer === 'client' ? defaultClientConditions : defaultServerConditions);
      if (conditions.includes(SOURCE_CONDITION)) return;
      config.resolve = { ...config.resolve, conditions: [SOURCE_CONDITION, ...conditions] };
    },
  };
}
