import * as v from 'valibot';
import type { EarlyRequest } from '../names';
import { AREAS, SCREENS_FILE, type RoutingTable, type ScreensFile } from './screens-file';

// Reading a screens file, or the routes a page carries, that came over the network
// (`@booking/contracts/routing/schema`; kept apart from the routing itself, which the areas bundle
// without valibot).

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

/** A file of the build, relative to the screens file's folder: no scheme, no way up, no query. */
const FilePathSchema = v.pipe(v.string(), v.regex(/^(?!\/)(?!.*\.\.)[\w./-]+\.(js|css)$/));

/** A shared module's share key: a package name, maybe with a subpath (`react/jsx-runtime`). */
const ShareKeySchema = v.pipe(v.string(), v.regex(/^(@[\w.-]+\/)?[\w.-]+(\/[\w.-]+)*$/));

const ScreenEntrySchema = v.object({
  ...routeFields,
  page: v.nullable(v.string()),
  early: v.optional(v.record(v.string(), v.array(EarlyRequestSchema))),
  files: v.optional(v.array(FilePathSchema)),
  uses: v.optional(v.array(ShareKeySchema)),
});

/** The routing table as the server puts it in the page: area -> its screens' routes. */
const RoutingTableSchema = v.record(v.picklist(AREAS), v.array(v.object(routeFields)));

export const ScreensFileSchema = v.object({
  format: v.literal(1),
  area: v.picklist(AREAS),
  version: v.string(),
  screens: v.array(ScreenEntrySchema),
  load: v.optional(v.object({
    entry: FilePathSchema,
    files: v.array(FilePathSchema),
    uses: v.optional(v.array(ShareKeySchema)),
    shared: v.optional(v.record(ShareKeySchema, v.array(FilePathSchema))),
  })),
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

