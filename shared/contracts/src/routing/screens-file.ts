import * as v from 'valibot';
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
}

export interface ScreensFile {
  format: 1;
  area: AreaName;
  /** The build's version (MF_BUILD_VERSION, else the package's), as in its manifest. */
  version: string;
  screens: ScreenEntry[];
}

/** Each area's screens, in the area's own order: what the shell routes with. */
export type RoutingTable<S extends ScreenRoute = ScreenRoute> = Partial<Record<AreaName, readonly S[]>>;

const EarlyRequestSchema: v.GenericSchema<EarlyRequest> = v.object({
  path: v.pipe(v.string(), v.minLength(1)),
  each: v.optional(v.array(v.lazy(() => EarlyRequestSchema))),
  first: v.optional(v.boolean()),
});

const routeFields = {
  name: v.pipe(v.string(), v.minLength(1)),
  patterns: v.pipe(v.array(v.pipe(v.string(), v.startsWith('/'))), v.minLength(1)),
  public: v.optional(v.boolean()),
  notForMasters: v.optional(v.boolean()),
};

const ScreenEntrySchema = v.object({
  ...routeFields,
  page: v.nullable(v.string()),
  early: v.optional(v.record(v.string(), v.array(EarlyRequestSchema))),
});

/** The routing table as the server puts it in the page: area -> its screens' routes. */
const RoutingTableSchema = v.record(v.picklist(AREAS), v.array(v.object(routeFields)));

export const ScreensFileSchema = v.object({
  format: v.literal(1),
  area: v.picklist(AREAS),
  version: v.string(),
  screens: v.array(ScreenEntrySchema),
});

/** A screens file as read (JSON); throws with the first problem when it is not one. */
export function parseScreensFile(json: unknown): ScreensFile {
  const result = v.safeParse(ScreensFileSchema, json);
  if (!result.success) throw new Error(`${SCREENS_FILE}: ${v.summarize(result.issues).split('\n')[0]}`);
  return result.output as ScreensFile;
}

/** The routing table the page carries; throws when it is not one. */
export function parseRoutingTable(json: unknown): RoutingTable {
  return v.parse(RoutingTableSchema, json);
}

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
