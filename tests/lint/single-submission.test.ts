import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(resolve(root, 'src/ui'))
  .filter((path) => !path.includes('/state/'))
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));

/** Calls that send something the server acts on: each must go through the single-submission guard. */
const SENDING = [
  /\b(wallet|withdrawal)\.confirm\(/g,
  /\bsession\.(deleteAccount|login|signUp|sendVerificationCode|confirmEmail|updateProfile)\(/g,
  /\b(setDefault|save|send|change|reset|request|withdrawFunds)\.execute\(/g,
];

/** Whether position `at` lies inside the argument list of a `guard(` or `submit(` call. */
function insideGuard(text: string, at: number): boolean {
  for (const match of text.slice(0, at).matchAll(/\b(guard|submit)\(/g)) {
    let depth = 0;
    for (let i = (match.index ?? 0) + match[0].length - 1; i < at; i += 1) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')') depth -= 1;
      if (depth === 0) break;
    }
    if (depth > 0) return true;
  }
  return false;
}

/**
 * Issue 17 point 2: every button that sends — in a form or not (confirm, set as default, delete,
 * send a new code) — uses the one single-submission guard (`useSubmission`, which `useForm` uses), so
 * a double tap never sends twice. Screens keep no in-flight flag of their own.
 */
describe('one single-submission guard for everything that sends', () => {
  it('finds the sending calls it checks (confirm, set as default, delete)', () => {
    const found = files
      .filter(({ text }) => SENDING.some((pattern) => new RegExp(pattern).test(text)))
      .map((f) => f.file.split('/').at(-1));
    expect(found).toEqual(expect.arrayContaining(['WithdrawReview.tsx', 'PayoutMethods.tsx', 'DeleteAccountSection.tsx']));
  });

  it.each(files.map((f) => [f.file, f.text] as const))('%s sends only through the guard', (_file, text) => {
    const unguarded = SENDING.flatMap((pattern) => [...text.matchAll(new RegExp(pattern))])
      .filter((match) => !insideGuard(text, match.index ?? 0))
      .map((match) => match[0]);
    expect(unguarded).toEqual([]);
    // No hand-made "already sending" flag beside it.
    expect(text).not.toMatch(/\b(busy|inFlight|sending|submitting)\w*\s*=\s*useRef\(/);
    expect(text).not.toMatch(/const \[(busy|inFlight|sending|submitting|saving)\w*, set\w+\] = useState/);
  });

  it('the check itself catches an unguarded call and a hand-made flag', () => {
    const bad = `const go = async () => { await wallet.confirm(); };\nconst inFlight = useRef(false);`;
    expect(insideGuard(bad, bad.indexOf('wallet.confirm'))).toBe(false);
    expect(bad).toMatch(/\b(busy|inFlight|sending|submitting)\w*\s*=\s*useRef\(/);
    const good = `const go = () => send.guard(async () => { await wallet.confirm(); });`;
    expect(insideGuard(good, good.indexOf('wallet.confirm'))).toBe(true);
  });
});
