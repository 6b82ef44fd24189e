import * as v from 'valibot';
import { applyRecordPageSchema, applyRecordSchema } from '@/api/schemas/applications';
import * as errorReporting from '@/lib/error-reporting';
import { APPLY_RECORD_FIELDS } from '../fixtures/application-record';

/**
 * Issue 22: an application record's stages and end are lenient per record in the style of docs/decisions/024. They are
 * shown whole or not at all: stages or an end of the wrong shape (an unknown code, not a list) read null — the record
 * then shows its status text as before — and are reported; the other records and the list are untouched.
 */

const stages = [
  { stage: 'applied', time: '2026-11-01 09:30:00' },
  { stage: 'screening', time: '2026-11-02 10:00:00' },
];
const end = { result: 'rejected', time: '2026-11-09 17:00:00' };

const record = (fields: Record<string, unknown>) => ({ ...APPLY_RECORD_FIELDS, ...fields });

const parse = (fields: Record<string, unknown>) => v.parse(applyRecordSchema, record(fields));

afterEach(() => vi.restoreAllMocks());

describe('an application record’s stages', () => {
  it('pass as they came, with or without an end', () => {
    expect(parse({ stages, end })).toMatchObject({ stages, end });
    expect(parse({ stages, end: null })).toMatchObject({ stages, end: null });
    expect(parse({ stages })).toMatchObject({ stages, end: null });
  });

  it('are none when missing or null, unreported', () => {
    const report = vi.spyOn(errorReporting, 'reportError');
    expect(parse({})).toMatchObject({ ...APPLY_RECORD_FIELDS, stages: null, end: null });
    expect(parse({ stages: null, end: null })).toMatchObject({ stages: null, end: null });
    expect(report).not.toHaveBeenCalled();
  });

  it('keep a missing date as blank', () => {
    expect(parse({ stages: [{ stage: 'applied' }] }).stages).toEqual([{ stage: 'applied', time: '' }]);
  });

  it.each([
    ['an unknown stage code', { stages: [...stages, { stage: 'assessment', time: '2026-11-03 10:00:00' }] }],
    ['a stage as a number', { stages: [{ stage: 1, time: '2026-11-01 09:30:00' }] }],
    ['stages that are no list', { stages: { stage: 'applied' } }],
    ['a stage that is no object', { stages: ['applied'] }],
    ['an unknown end code', { stages, end: { result: 'withdrawn', time: '2026-11-09 17:00:00' } }],
    ['an end that is no object', { stages, end: 'rejected' }],
    ['an end without stages', { end }],
  ])('are dropped whole and reported for %s; the record shows as before', (_, fields) => {
    const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    expect(parse(fields)).toMatchObject({ ...APPLY_RECORD_FIELDS, stages: null, end: null });
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ kind: 'stages-dropped' }));
  });

  it('of the wrong shape never cost the list its other records', () => {
    vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    const page = v.parse(applyRecordPageSchema, {
      list: [record({ id: 'AP-1', stages: 'x' }), record({ id: 'AP-2', stages, end })],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    expect(page.list.map((r) => [r.id, r.stages?.length ?? null])).toEqual([
      ['AP-1', null],
      ['AP-2', 2],
    ]);
  });
});
