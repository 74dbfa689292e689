import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { Area } from '@booking/platform';

const versions = new Map<string, string>();

/**
 * Records each remote's version as its manifest says (`metaData.buildInfo.buildVersion`: the
 * MF_BUILD_VERSION the remote was built with, else its package version), so QA can tell which
 * release of an area a page runs: it is on the area's root (`data-remote-area` / `data-remote-version`) and in the
 * console (the debug console, eruda, shows it on a phone).
 */
export function trackRemoteVersions(): void {
  registerPlugins([
    {
      name: 'booking-remote-versions',
      loadRemoteSnapshot(args) {
        const manifest = (args as { manifestJson?: { metaData?: { buildInfo?: { buildVersion?: string } } } }).manifestJson;
        const version = manifest?.metaData?.buildInfo?.buildVersion;
        if (version && versions.get(args.moduleInfo.name) !== version) {
          versions.set(args.moduleInfo.name, version);
          console.info(`[booking] remote ${args.moduleInfo.name} ${version} from ${(args as { manifestUrl?: string }).manifestUrl ?? ''}`);
        }
        return args;
      },
    },
  ]);
}

/** The version of an area's remote once its manifest has been read (undefined before). */
export function remoteVersion(area: Area): string | undefined {
  return versions.get(area);
}
