// `node --import ./node-hooks.mjs derive-screens.mjs <screens module URL> <version>`: prints an
// area's screens file (JSON), derived from the `AREA_SCREENS` its screens module exports. Run by
// screens-file.plugin.mjs in a process of its own (the descriptors load the front-end platform).
const [moduleUrl, version] = process.argv.slice(2);
const { AREA_SCREENS } = await import(moduleUrl);
if (!AREA_SCREENS) throw new Error(`${moduleUrl} exports no AREA_SCREENS`);
const { screensFileOf } = await import('../src/delivery/screens-file.ts');
process.stdout.write(`${JSON.stringify(screensFileOf(AREA_SCREENS, version), null, 2)}\n`);
