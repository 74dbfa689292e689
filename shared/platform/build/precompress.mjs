import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Compresses one asset the way production serves it: brotli at quality 11 and gzip at level 9.
 * A variant that does not come out smaller than the original is left out (null).
 * @param {Buffer} content
 * @returns {Promise<{ br: Buffer | null; gz: Buffer | null }>}
 */
async function compressAsset(content) {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

/**
 * Rsbuild plugin for every app's production build: writes `name.br` and `name.gz` beside each text
 * asset, so the server sends compressed files without compressing on each request (the API's
 * static server picks the variant the browser accepts). Compressing once at build time also allows
 * the slowest, smallest settings. Dev builds are left alone.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrecompress() {
  return {
    name: 'booking:precompress',
    setup(api) {
      // The build's size report lists what the app is made of, not the compressed copies of it.
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          performance: { printFileSize: { exclude: (asset) => /\.(map|LICENSE\.txt|br|gz)$/.test(asset.name) } },
        }),
      );
      api.processAssets({ stage: 'optimize-transfer' }, async ({ assets, compilation, sources }) => {
        if (compilation.options.mode !== 'production') return;
        const jobs = Object.entries(assets)
          .filter(([name]) => COMPRESSIBLE.test(name))
          .map(async ([name, source]) => {
            const content = source.buffer();
            const { br, gz } = await compressAsset(content);
            if (br) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            if (gz) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          });
        await Promise.all(jobs);
      });
    },
  };
}
