import * as v from 'valibot';
import { integralBillPageSchema, linkedBillSchema } from '@/api/schemas/points';
import { referralPageSchema, referralWithTrailSchema } from '@/api/schemas/referral';
import * as errorReporting from '@/lib/error-reporting';
import { REFERRAL_RECORD_FIELDS } from '../fixtures/referral-record';

/**
 * Issue 23: the new fields of a referral (its trail) and of a bill line (its cause) are lenient in the style of
 * docs/decisions/024. A trail is shown whole or not at all: one of the wrong shape reads null — the referral then shows
 * as before trails — and is reported. A bill line without its cause shows as before.
 */

const trail = {
  steps: [
    { stage: 1, time: '2026-11-01 11:00:00', integral: 0, billId: null },
    { stage: 2, time: '2026-11-03 14:00:00', integral: 10, billId: 'BILL-1' },
  ],
  end: { result: 2, time: '2026-11-06 15:00:00' },
};

const referral = (fields: Record<string, unknown>) => ({
  ...REFERRAL_RECORD_FIELDS,
  status: 2,
  stageText: '面试未通过',
  ...fields,
});

const bill = (fields: Record<string, unknown>) => ({
  id: 'BILL-1',
  title: '推荐简历通过筛选',
  integral: 10,
  balance: 10,
  createTime: '2026-11-03 16:00:00',
  candidateName: '周婷',
  positionName: '收银员',
  ...fields,
});

afterEach(() => vi.restoreAllMocks());

describe('a referral’s trail', () => {
  it('passes as it came', () => {
    expect(v.parse(referralWithTrailSchema, referral({ trail }))).toEqual(referral({ trail }));
  });

  it.each([
    ['missing', undefined],
    ['null', null],
  ])('%s reads as no trail, unreported', (_name, value) => {
    const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    expect(v.parse(referralWithTrailSchema, referral({ trail: value })).trail).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['a string', 'x'],
    ['a list', [trail.steps]],
    ['steps that are no list', { ...trail, steps: 'x' }],
    ['no steps', { end: trail.end }],
    ['a stage it cannot name', { ...trail, steps: [{ ...trail.steps[0], stage: 9 }] }],
    ['a step that is no object', { ...trail, steps: [null] }],
    ['an end it cannot name', { ...trail, end: { result: 0, time: '2026-11-06 15:00:00' } }],
    ['an end that is no object', { ...trail, end: 'x' }],
  ])('%s reads as no trail, reported; the referral stays as it was', (_name, value) => {
    const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    const parsed = v.parse(referralWithTrailSchema, referral({ trail: value }));
    expect(parsed).toEqual(referral({ trail: null }));
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ kind: 'trail-dropped' }));
  });

  it('a figure or a bill link it cannot read loses only that figure or link', () => {
    const odd = { ...trail, steps: [{ ...trail.steps[1], integral: '10', billId: '' }] };
    expect(v.parse(referralWithTrailSchema, referral({ trail: odd })).trail?.steps).toEqual([
      { stage: 2, time: '2026-11-03 14:00:00', integral: null, billId: null },
    ]);
    // A missing end is a trail still running; a missing date shows "--".
    const running = { steps: [{ stage: 1, integral: 0, billId: null }] };
    expect(v.parse(referralWithTrailSchema, referral({ trail: running })).trail).toEqual({
      steps: [{ stage: 1, time: '', integral: 0, billId: null }],
      end: null,
    });
  });

  it('a page keeps every referral, with or without a trail', () => {
    vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
    const page = v.parse(referralPageSchema, {
      list: [referral({ trail }), referral({ id: 'RF-2', trail: 'x' }), referral({ id: 'RF-3' })],
      total: 3,
    });
    expect(page.list.map((item) => [item.id, item.trail === null])).toEqual([
      ['RF-1', false],
      ['RF-2', true],
      ['RF-3', true],
    ]);
  });
});

describe('a bill line’s cause', () => {
  it('passes as it came', () => {
    const line = bill({ source: 1, referralId: 'RF-1' });
    expect(v.parse(linkedBillSchema, line)).toEqual(line);
  });

  it.each([
    ['missing', {}, { source: null, referralId: null }],
    ['an unknown source', { source: 9, referralId: 'RF-1' }, { source: null, referralId: 'RF-1' }],
    ['a referral id that is no id', { source: 1, referralId: '' }, { source: 1, referralId: null }],
    ['a referral id of the wrong type', { source: 1, referralId: { id: 1 } }, { source: 1, referralId: null }],
    ['a numeric referral id', { source: 1, referralId: 42 }, { source: 1, referralId: '42' }],
  ])('%s reads as it can, the line stays', (_name, fields, expected) => {
    expect(v.parse(linkedBillSchema, bill(fields))).toMatchObject({ id: 'BILL-1', integral: 10, ...expected });
  });

  it('a page of lines without causes is the bill as before', () => {
    const page = v.parse(integralBillPageSchema, { list: [bill({})], total: 1 });
    expect(page.list[0]).toEqual({ ...bill({}), source: null, referralId: null });
  });
});
