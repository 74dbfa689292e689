import type { EarlyRequest } from '../names';

// What each area publishes about its screens beside its mf-manifest.json (written by its build from
// its screen descriptors; format: shared/platform/src/delivery/README.md, "The screens file"). The
// shell routes with it and the server starts a page's first GETs from it, so a new screen in a
// remote needs neither of them rebuilt.

/** The file's name, in the folder of the area's manifest. */
export const SCREENS_FILE = 'screens.json';

/** The three federated areas; each is one remote, released on its own. */
export type AreaName = 'client' | 'master' | 'plans';
export const AREAS: readonly AreaName[] = ['client', 'master', 'plans'];

/** What routing needs of a screen (the shell's table, inlined in the page, holds these). */
export interface ScreenRoute {
  name: string;
  /** Route patterns, react-router style: `/place/:placeId`. */
  patterns: readonly string[];
  /** Opens without launch data (the legal pages). */
  public?: boolean;
  /** Not for masters: a master opening one of its paths gets the master's screen of that path (`/bookings`). */
  notForMasters?: boolean;
}

/** One screen of a screens file. */
export interface ScreenEntry extends ScreenRoute {
  /** The chunk of its page in the remote (`page-place`); null for a page in the area's entry. */
  page: string | null;
  /**
   * Per pattern, the GETs the screen reads first (EarlyRequest), with `{param}` for the path's ids
   * (filled by the server), `{telegramId}` and the fields of answers (filled by the page's script).
   */
  early?: Record<string, EarlyRequest[]>;
  /** Every script and style its page's chunk loads, beyond the area's start (`load`); paths as in {@link ScreensFile.load}. */
  files?: string[];
  /** The shared modules its page consumes beyond the start's (share keys; see {@link AreaLoad.shared}). */
  uses?: string[];
}

/** What an area's start loads: paths relative to the screens file's folder (the build's output folder). */
export interface AreaLoad {
  /** The remote entry (the manifest's `remoteEntry`). */
  entry: string;
  /** The scripts and styles of its exposed modules. */
  files: string[];
  /** The shared modules they consume (share keys): each comes from the shell's copy, or the remote's own. */
  uses?: string[];
  /** This remote's own copy of each shared module: the files it loads, by share key. */
  shared?: Record<string, string[]>;
}

export interface ScreensFile {
  format: 1;
  area: AreaName;
  /** The build's version (MF_BUILD_VERSION, else the package's), as in its manifest. */
  version: string;
  screens: ScreenEntry[];
  /** Written by the build from its chunk graph, with each screen's `files`; the server preloads from them. */
  load?: AreaLoad;
}

/** Each area's screens, in the area's own order: what the shell routes with. */
export type RoutingTable<S extends ScreenRoute = ScreenRoute> = Partial<Record<AreaName, readonly S[]>>;

/** Where an area's screens file is: beside the URL remotes.json gives for it (its manifest, or its entry), query kept. */
export function screensFileUrl(remoteUrl: string): string {
  const [, base = '', query = ''] = /^([^?#]*)(\?[^#]*)?/.exec(remoteUrl) ?? [];
  return `${base.replace(/[^/]*$/, '')}${SCREENS_FILE}${query}`;
}

/** What the shell routes with: the file's screens without their pages and early requests. */
export const routesOf = (file: Pick<ScreensFile, 'screens'>): ScreenRoute[] =>
  file.screens.map(({ name, patterns, public: isPublic, notForMasters }) => ({
    name,
    patterns,
    ...(isPublic ? { public: true } : {}),
    ...(notForMasters ? { notForMasters: true } : {}),
  }));
