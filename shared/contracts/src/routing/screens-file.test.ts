import { describe, expect, it } from 'vitest';
import { routesOf, screensFileUrl } from './screens-file';
import { parseScreensFile } from './screens-file.schema';

const file = {
  format: 1,
  area: 'client',
  version: '2026.11.23-1',
  screens: [
    { name: 'home', patterns: ['/'], page: null, early: { '/': [{ path: 'places' }, { path: 'bookings/telegram_id/{telegramId}?limit=20', each: [{ path: 'places/{place_id}' }] }] } },
    { name: 'legal', patterns: ['/privacy', '/terms'], page: 'page-legal', public: true },
  ],
};

describe('the screens file', () => {
  it('sits beside the manifest (or the entry) remotes.json names, on its origin, with its query', () => {
    expect(screensFileUrl('/remotes/client/mf-manifest.json')).toBe('/remotes/client/screens.json');
    expect(screensFileUrl('https://cdn.example/client/v42/mf-manifest.json?v=42')).toBe('https://cdn.example/client/v42/screens.json?v=42');
    expect(screensFileUrl('http://127.0.0.1:4000/remoteEntry.js')).toBe('http://127.0.0.1:4000/screens.json');
  });

  it('is read as it was written, and refused with the reason when it is not one', () => {
    expect(parseScreensFile(file)).toEqual(file);
    expect(() => parseScreensFile({ ...file, area: 'admin' })).toThrow(/screens\.json/);
    expect(() => parseScreensFile({ ...file, format: 2 })).toThrow(/screens\.json/);
    expect(() => parseScreensFile({ ...file, screens: [{ name: 'x', patterns: ['no-slash'], page: null }] })).toThrow(/screens\.json/);
    expect(() => parseScreensFile('<html>')).toThrow(/screens\.json/);
  });

  it("keeps the files each part loads, paths inside the remote's folder only", () => {
    const withFiles = {
      ...file,
      load: {
        entry: 'remoteEntry.0123456789.js', files: ['static/js/async/lib-router.1a.js', 'static/css/async/__federation_expose_app.2b.css'],
        uses: ['react', 'react/jsx-runtime'], shared: { '@booking/contracts': ['static/js/async/x.4d.js'] },
      },
      screens: [file.screens[0], { ...file.screens[1], files: ['static/js/async/page-legal.3c.js'], uses: ['@booking/contracts'] }],
    };
    expect(parseScreensFile(withFiles)).toEqual(withFiles);
    expect(() => parseScreensFile({ ...withFiles, load: { ...withFiles.load, shared: { 'no space': ['static/js/async/x.4d.js'] } } })).toThrow(/screens\.json/);
    expect(() => parseScreensFile({ ...withFiles, screens: [{ ...file.screens[1], uses: ['no space'] }] })).toThrow(/screens\.json/);
    for (const odd of ['../shell/static/js/index.js', '/static/js/x.js', 'https://evil.example/x.js', 'static/js/x.js?v=1', 'static/x.html']) {
      expect(() => parseScreensFile({ ...withFiles, load: { ...withFiles.load, files: [odd] } }), odd).toThrow(/screens\.json/);
      expect(() => parseScreensFile({ ...withFiles, screens: [{ ...file.screens[1], files: [odd] }] }), odd).toThrow(/screens\.json/);
    }
  });

  it('gives the shell its routes only: names, patterns and the two flags', () => {
    expect(routesOf(parseScreensFile(file))).toEqual([{ name: 'home', patterns: ['/'] }, { name: 'legal', patterns: ['/privacy', '/terms'], public: true }]);
  });
});
