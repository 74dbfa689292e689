import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor } from '../../../src/web/page-compression';

// A page shaped like the shell's: markup and a good deal of minified script.
const page = `<!doctype html><html><head>${Array.from({ length: 4000 }, (_, i) => `<script>function f${i}(a){return a*${i}+"${(i * 7919) % 1000}"}</script>`).join('')}</head><body></body></html>`;

describe('the page compressor', () => {
  it('picks brotli, then gzip, from what the client accepts, and nothing for a client that accepts neither', () => {
    const { encodingFor } = pageCompressor();
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('deflate')).toBeNull();
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('answers with the page itself once decoded, compresses a page once, and moves to the best brotli copy once it is asked for again', async () => {
    const pages = pageCompressor();
    const first = pages.compress('a', page, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page);
    expect(first.length).toBeLessThan(page.length / 4);
    // A page asked for once gets no slow compression at all.
    await pages.settled('a');
    expect(pages.compress('a', page, 'br')).toBe(first);
    await pages.settled('a');
    const best = pages.compress('a', page, 'br');
    expect(brotliDecompressSync(best).toString()).toBe(page);
    expect(best.length).toBeLessThan(first.length);
    expect(pages.compress('a', page, 'br')).toBe(best);
    const gzip = pages.compress('a', page, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(page);
    expect(pages.compress('a', page, 'gzip')).toBe(gzip);
  });

  it('keeps the most recently sent pages only', () => {
    const pages = pageCompressor({ maxPages: 2 });
    const a = pages.compress('a', page, 'gzip');
    pages.compress('b', page, 'gzip');
    expect(pages.compress('a', page, 'gzip')).toBe(a); // a is now the most recent
    pages.compress('c', page, 'gzip'); // b goes
    expect(pages.compress('a', page, 'gzip')).toBe(a);
    const b = pages.compress('b', page, 'gzip');
    expect(gunzipSync(b).toString()).toBe(page);
    pages.compress('c', page, 'gzip'); // a goes (b and c are the two most recent)
    expect(pages.compress('a', page, 'gzip')).not.toBe(a);
  });
});
