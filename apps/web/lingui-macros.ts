import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const linguiConfig = getConfig({ configPath: new URL('./lingui.config.ts', import.meta.url).pathname });

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`) turned into catalog lookups at build, before
 * @vitejs/plugin-react compiles the JSX. Babel reads TypeScript and JSX here but leaves both in place;
 * only files importing a macro go through it. (The packaged @rolldown/plugin-babel needs Node 22.)
 */
export function linguiMacros(): Plugin {
  return {
    name: 'carnet:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // In a production build the English text is stripped too: English comes from its catalog like French.
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
