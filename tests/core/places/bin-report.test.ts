import { binReport } from '../../../src/core/places/bin-report';

describe('a report of a problem with a bin, before it is sent (issue 21, point 3)', () => {
  it.each([
    ['full', '', { binId: 'b1', reason: 'full' }],
    ['out_of_order', '', { binId: 'b1', reason: 'out_of_order' }],
    ['cannot_find', '', { binId: 'b1', reason: 'cannot_find' }],
    ['wrong_location', 'typed, then another reason chosen', { binId: 'b1', reason: 'wrong_location' }],
    ['other', '  The door is locked  ', { binId: 'b1', reason: 'other', note: 'The door is locked' }],
    ['other', 'x'.repeat(200), { binId: 'b1', reason: 'other', note: 'x'.repeat(200) }],
    ['other', '扉が開かない', { binId: 'b1', reason: 'other', note: '扉が開かない' }],
  ])('%s with note "%s" is sent as %o', (reason, note, sent) => {
    expect(binReport('b1', reason, note)).toEqual(sent);
  });

  it.each([
    ['other', '', { note: 'field_required' }],
    ['other', '   ', { note: 'field_required' }],
    ['other', 'x'.repeat(201), { note: 'too_long' }],
    ['other', 'abc\u202Eevil', { note: 'text_invalid' }],
    ['broken', '', { reason: 'field_required' }],
    ['', '', { reason: 'field_required' }],
  ])('%s with note "%s" is refused: %o', (reason, note, fields) => {
    expect(binReport('b1', reason, note)).toEqual({ code: 'invalid_input', fields });
  });
});
