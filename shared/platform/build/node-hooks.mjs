// `node --import` hooks for evaluating an area's screen descriptors in Node at build time
// (screens-file.plugin.mjs): TypeScript and JSX through tsx, and a style or image import as an
// empty module (the platform's main entry imports its CSS; nothing in the descriptors uses it).
import { register } from 'node:module';

register('./style-stub.hooks.mjs', import.meta.url);
await import('tsx/esm');
