import { brotliCompress, brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';

const negotiator = new Negotiator<PageEncoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

const brotli = (quality: number, size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * Brotli quality of a page's first answers. The shell's page carries its start-up chunks (about
 * 150 KB of text): quality 5 compresses it in about 7 ms to 45.9 KB, quality 11 in about 270 ms to
 * 42.1 KB. No answer waits for the best copy.
 */
const FIRST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;
/** gzip (clients without brotli): level 9 takes about 5 ms for the same page. */
const GZIP_LEVEL = 9;

interface Entry {
  br?: Buffer;
  gzip?: Buffer;
  /** Brotli answers given. */
  brAnswers: number;
  /** Settles once the best brotli copy has replaced the first one (or failed, keeping the first). */
  best?: Promise<void>;
}

/**
 * Compressed copies of the pages the server builds per request, keyed by their ETag (the same page
 * is compressed once), the `maxPages` most recently sent kept. A page's first brotli answer uses a
 * fast setting. When it is asked for again, the best copy is made off the event loop (zlib's thread
 * pool) and used from then on: a page seen once (an address with an id, opened once) never costs
 * the slow setting's CPU.
 */
export function pageCompressor({ maxPages = 64 }: { maxPages?: number } = {}) {
  const pages = new Map<string, Entry>();

  function entryFor(key: string): Entry {
    let entry = pages.get(key);
    if (entry) pages.delete(key);
    else entry = { brAnswers: 0 };
    pages.set(key, entry); // most recently used last
    for (const oldest of pages.keys()) {
      if (pages.size <= maxPages) break;
      pages.delete(oldest);
    }
    return entry;
  }

  return {
    /** The encoding to send a page in, from the request's Accept-Encoding; null: send it as it is. */
    encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
      const chosen = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
      return chosen === 'br' || chosen === 'gzip' ? chosen : null;
    },

    /** `html` (the page whose ETag is `key`) in `encoding`. */
    compress(key: string, html: string, encoding: PageEncoding): Buffer {
      const entry = entryFor(key);
      if (encoding === 'gzip') return (entry.gzip ??= gzipSync(html, { level: GZIP_LEVEL }));
      entry.brAnswers += 1;
      const first = (entry.br ??= brotliCompressSync(html, brotli(FIRST_BROTLI_QUALITY, html.length)));
      if (entry.brAnswers === 2) {
        entry.best = new Promise((settle) => {
          brotliCompress(html, brotli(BEST_BROTLI_QUALITY, html.length), (error, best) => {
            if (!error && best.length < first.length) entry.br = best;
            settle();
          });
        });
      }
      return entry.br;
    },

    /** Settles once the page's best brotli copy is in use (tests and benchmarks wait for it). */
    async settled(key: string): Promise<void> {
      await pages.get(key)?.best;
    },
  };
}
