import { emailProblem, keptDigits, lengthProblem, MAX_LENGTH, normalizeDigits } from '../../../src/core/shared/validation';

describe('normalizeDigits: what a keyboard types where digits are expected', () => {
  it.each([
    ['1234', '1234'],
    ['１２３４', '1234'],
    [' ０４２１ ', '0421'],
    ['１５０－０００２', '150-0002'],
    ['１５０ー０００２', '150-0002'],
    ['150‐0002', '150-0002'],
    ['150−0002', '150-0002'],
    ['ＳＷ１Ａ　１ＡＡ', 'SW1A 1AA'],
    ['１２.５０', '12.50'],
    // issue 42 point 4: invisible characters pasted with a code are ignored, as in the IBAN
    ['12\u200b34', '1234'],
    ['\ufeff150-0002\u200e', '150-0002'],
    ['', ''],
  ])('%j → %j', (typed, normalized) => {
    expect(normalizeDigits(typed)).toBe(normalized);
  });
});

describe('keptDigits: what a digits-only field keeps of what is typed or pasted', () => {
  it.each([
    ['1234', '1234'],
    ['１２３４', '1234'],
    ['１２ab３４', '1234'],
    [' １２３４ ', '1234'],
    ['12-34', '1234'],
    ['１２ー３４', '1234'],
    ['12\u200b34', '1234'],
    ['\ufeff1234\u200e', '1234'],
    // Numerals nobody types as digits are not digits: `²` is not 2, `①` is not 1.
    ['5²', '5'],
    ['①２', '2'],
    ['𝟏2', '2'],
    ['abcd', ''],
    ['', ''],
  ])('%j → %j', (typed, kept) => {
    expect(keptDigits(typed)).toBe(kept);
  });
});

describe('emailProblem', () => {
  it.each<readonly [string, string | undefined]>([
    ['ana@example.com', undefined],
    ['', 'enter_valid_email'],
    ['ana@', 'email_input_error'],
    ...['\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].map(
      (bidi) => [`ana${bidi}@example.com`, 'email_input_error'] as const,
    ),
    ['moc.elpmaxe@\u202Eana', 'email_input_error'],
    ['ana\u0000@example.com', 'email_input_error'],
    ['ana\u0007@example.com', 'email_input_error'],
    ['ana\u007F@example.com', 'email_input_error'],
    ['ana\u0085@example.com', 'email_input_error'],
    ['ana\u200B@example.com', 'email_input_error'],
  ])('%j → %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});

describe('lengthProblem', () => {
  it('is too_long one character over the field maximum, and fine at it', () => {
    expect(lengthProblem('x'.repeat(MAX_LENGTH.name), 'name')).toBeUndefined();
    expect(lengthProblem('x'.repeat(MAX_LENGTH.name + 1), 'name')).toBe('too_long');
  });
});
