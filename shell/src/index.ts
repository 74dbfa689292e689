// The first Intl.DateTimeFormat of a page loads the time zone data (about 15 ms, 60 ms on a phone
// 4x slower); the booking times of the first screen need it. Load it now, while the rest of the
// code is still downloading, instead of in the middle of the first render.
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
// Module Federation needs an async boundary before any shared module is used (RUNTIME-006).
import('./bootstrap');
