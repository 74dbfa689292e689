import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import * as ops from './index';
import * as root from '../index';
import { ops as analyticsOps } from '../analytics/index';
import { ops as reachOps } from '../reach/index';
import { allOps } from './all';
import { operationDocs } from './docs';
import { pathParamNames, responseSchemaOf, successStatus, urlFor, type OperationDef } from './operation';

const all = Object.entries(allOps as Record<string, OperationDef>);
const objectKeys = (schema: v.GenericSchema | undefined) => Object.keys((schema as { entries?: object } | undefined)?.entries ?? {}).sort();

describe('the API operations', () => {
  it('are each one method and path, with a summary, tags and one success answer', () => {
    expect(new Set(all.map(([, op]) => `${op.method} ${op.path}`)).size).toBe(all.length);
    // Their documentation (docs.ts): one entry per operation, none for an operation that is not there.
    expect(Object.keys(operationDocs).sort()).toEqual(all.map(([, op]) => `${op.method} ${op.path}`).sort());
    for (const [name, op] of all) {
      const docs = operationDocs[`${op.method} ${op.path}`]!;
      expect(docs.summary, name).not.toBe('');
      expect(docs.tags.length, name).toBeGreaterThan(0);
      expect(Object.keys(op), name).not.toContain('summary');
      expect(Object.keys(op.response), name).toHaveLength(1);
      expect(op.path, name).toMatch(/^\/[a-z_/{}A-Z-]*(\.(csv|ics))?$/);
    }
  });

  it('keep the analytics and reach operations and schemas out of the root, the singleton bundled whole into area screens', () => {
    const areaOnly = [...Object.keys(analyticsOps), ...Object.keys(reachOps)];
    expect(areaOnly.length).toBe(19);
    for (const name of areaOnly) expect(Object.keys(root.ops), name).not.toContain(name);
    for (const name of ['AnalyticsSchema', 'ClientCardSchema', 'BusinessAutoreplySchema', 'HomeScreenStateSchema']) expect(Object.keys(root.schemas), name).not.toContain(name);
    expect(Object.keys(root)).not.toContain('analytics');
  });

  it('parse exactly the params their path names', () => {
    for (const [name, op] of all) expect(objectKeys(op.params), name).toEqual(pathParamNames(op.path).sort());
  });

  it('build URLs relative to the API base from the path template and the set query params, in order', () => {
    expect(urlFor(ops.getPlace, { id: 3 })).toBe('places/3');
    expect(urlFor(ops.listWorkerDayBookings, { id: 2, date: '2026-12-01' })).toBe('workers/2/bookings/2026-12-01');
    expect(urlFor(ops.listServices, {}, { worker_id: 1, place_id: undefined, show_archive: true })).toBe('services/?worker_id=1&show_archive=true');
    expect(urlFor(ops.listPlaces)).toBe('places');
    expect(urlFor(ops.listWorkerDates, { id: 1 }, { include_expired: false, place_id: 2 })).toBe('workers/1/dates?place_id=2');
    expect(urlFor(ops.getTimetableDay, { workerId: 7, date: '' }, { include_expired: true })).toBe('timetable/7/?include_expired=true');
  });

  it('say their success status and answer schema', () => {
    expect(successStatus(ops.createBooking)).toBe(201);
    expect(successStatus(ops.getPlace)).toBe(200);
    expect(responseSchemaOf(ops.createTimeslotsBulk)).toBe(ops.createTimeslotsBulk.response[201]);
    expect(() => responseSchemaOf(ops.getFile)).toThrow(/file/);
  });
});
