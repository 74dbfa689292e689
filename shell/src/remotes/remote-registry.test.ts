import { describe, expect, it } from 'vitest';
import { parseRemotesFile } from './remote-registry';

describe('remotes.json', () => {
  it('accepts manifest URLs (the documented form) and remote entry URLs, relative or absolute', () => {
    const file = {
      client: '/remotes/client/mf-manifest.json',
      master: 'https://cdn.example/master/v42/mf-manifest.json?v=42',
      plans: '/remotes/plans/remoteEntry.js',
    };
    expect(parseRemotesFile(file)).toEqual(file);
  });

  it('refuses unknown areas and empty URLs', () => {
    expect(() => parseRemotesFile({ admin: '/remotes/admin/mf-manifest.json' })).toThrow();
    expect(() => parseRemotesFile({ plans: '' })).toThrow(/needs a URL/);
  });
});
