import { describe, expect, it } from 'vitest';
import { parseRemotesFile } from './remote-registry';

describe('remotes.json', () => {
  it('accepts remote entry URLs, relative or absolute', () => {
    const file = { client: '/remotes/client/remoteEntry.js', master: 'https://cdn.example/master/v42/remoteEntry.js?v=42' };
    expect(parseRemotesFile(file)).toEqual(file);
  });

  it('refuses a manifest URL with a message that says what to point at', () => {
    expect(() => parseRemotesFile({ client: '/remotes/client/mf-manifest.json' })).toThrow(/remoteEntry\.js/);
  });

  it('refuses unknown areas and empty URLs', () => {
    expect(() => parseRemotesFile({ admin: '/remotes/admin/remoteEntry.js' })).toThrow();
    expect(() => parseRemotesFile({ plans: '' })).toThrow();
  });
});
