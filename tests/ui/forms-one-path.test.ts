import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const screens = resolve(root, 'src/ui/screens');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const forms = sources(screens)
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => text.includes('<form'));

/**
 * Issue 7 point 22: every form is written one way — useForm for its state and submission, the
 * Field components bound with `field()`/`check()`, SubmitButton for its button — so the 429 wait,
 * focus on the first invalid field and one submission at a time hold everywhere.
 */
describe('every form takes the one form path', () => {
  it('finds the forms (login, forgot password, sign-up, reset, verify, contact, data request)', () => {
    expect(forms.map((f) => f.file.split('/').at(-1))).toEqual(
      expect.arrayContaining([
        'LoginScreen.tsx',
        'ForgotPasswordModal.tsx',
        'SignupScreen.tsx',
        'ResetPasswordScreen.tsx',
        'VerifyEmailScreen.tsx',
        'ContactUsScreen.tsx',
        'DsarScreen.tsx',
      ]),
    );
  });

  it.each(forms.map((f) => [f.file, f.text] as const))('%s', (_file, text) => {
    expect(text).toMatch(/\buseForm</);
    expect(text).toContain('<SubmitButton');
    expect(text).not.toMatch(/type="submit"/);
    // Inputs get their value and change handler from the form, not from a useState of their own.
    expect(text).not.toMatch(/<(TextField|TextAreaField|SelectField)\b[^>]*\svalue=\{/);
  });
});

describe('session flows live in the session store', () => {
  const all = sources(screens).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
  it.each(['LoginUser', 'SignUpUser', 'SendVerificationCode', 'ConfirmEmail', 'RestoreSession', 'LogoutUser'])(
    'no screen runs %s itself',
    (useCase) => {
      expect(all.filter(({ text }) => text.includes(`TOKENS.${useCase}`)).map(({ file }) => file)).toEqual([]);
    },
  );
});
