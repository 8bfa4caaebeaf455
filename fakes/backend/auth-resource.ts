import { OAUTH_ERRORS, SERVER_CODES } from '../../src/contract/server-error.contract';
import { COUNTRY_CODES, currencyOf, type CountryCode } from '../../src/core/content/locale';
import { emailProblem, normalisedDigits, requiredText, tooLong } from './checks';
import { hashPassword, randomToken } from './password-hash';
import { NO_PAYOUT, type UserRecord } from './records';
import { PasswordAttempts } from './password-attempts';
import { answer, fail, invalidFields, type ServerResult } from './server-result';
import type { World } from './world';
import type { RevokeBody, SignUpBody, TokenBody, TokenGrant } from '../../src/contract/auth.contract';

/** A reset link works for an hour; a newer link voids it. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

const isCountry = (value: string | undefined): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value ?? '');

const invalidGrant = (description: string) => fail(400, OAUTH_ERRORS.invalidGrant, description);

/** POST /oauth/token, POST /users and the password reset: who the customer is. */
export class AuthResource {
  private readonly attempts: PasswordAttempts;

  constructor(private readonly world: World) {
    this.attempts = new PasswordAttempts(world);
  }

  /** POST /oauth/token. Wrong email and wrong password get the same answer: no account probing. */
  async issueToken(grant: TokenGrant): Promise<ServerResult<TokenBody>> {
    if (!this.world.clientIds.includes(grant.client_id)) return fail(401, OAUTH_ERRORS.invalidClient, 'Unknown client');
    if (grant.grant_type === 'refresh_token') return this.refresh(grant.refresh_token ?? '');
    if (grant.grant_type !== 'password') return fail(400, OAUTH_ERRORS.unsupportedGrantType, 'Unsupported grant type');
    const email = grant.email ?? '';
    const password = grant.password ?? '';
    const invalid = invalidFields({ email: tooLong(email, 'email'), password: tooLong(password, 'password') });
    if (invalid) return invalid;
    const key = PasswordAttempts.keyOf(grant.country_code ?? '', email);
    const limited = this.attempts.limited(key);
    if (limited) return limited;
    const user = isCountry(grant.country_code) ? this.world.findUser(email, grant.country_code) : undefined;
    const hash = user ? await hashPassword(password, user.salt) : '';
    if (!user || hash !== user.passwordHash) {
      this.attempts.failed(key);
      return fail(401, SERVER_CODES.wrongPassword, 'Wrong password');
    }
    this.attempts.succeeded(key);
    return answer(this.world.grant(user.id));
  }

  /** POST /users: the account is created unverified and signed in at once. */
  async signUp(body: SignUpBody): Promise<ServerResult<TokenBody>> {
    const country = body.country_code;
    if (!isCountry(country)) return fail(422, SERVER_CODES.termsNotAccepted, 'Sign up failed');
    const zipCode = normalisedDigits(body.zip_code);
    const invalid = invalidFields({
      email: emailProblem(body.email) === 'email_input_error' ? 'email_input_error' : tooLong(body.email, 'email'),
      password: tooLong(body.password, 'password'),
      name: tooLong(body.name, 'name'),
      zip_code: tooLong(zipCode, 'zipCode'),
    });
    if (invalid) return invalid;
    if (this.world.findUser(body.email, country)) return fail(422, SERVER_CODES.emailTaken, 'Email has already been taken');
    const valid =
      emailProblem(body.email) === undefined &&
      body.password.length >= 8 &&
      requiredText(body.name, 'name') === undefined &&
      zipCode.length >= 5 &&
      body.terms_accepted === true;
    if (!valid) return fail(422, SERVER_CODES.termsNotAccepted, 'Sign up failed');
    const salt = randomToken(8);
    const user: UserRecord = {
      id: `user-${randomToken(6)}`,
      email: body.email.trim().toLowerCase(),
      name: body.name.trim(),
      country,
      zipCode,
      address: '',
      city: '',
      state: '',
      emailVerified: false,
      marketingConsent: body.marketing_consent === true,
      marketResearchConsent: body.market_research_consent === true,
      salt,
      passwordHash: await hashPassword(body.password, salt),
      balance: { amount: 0, currency: currencyOf(country) },
      transactions: [],
      payout: NO_PAYOUT,
    };
    this.world.users.set(user.id, user);
    this.world.changed();
    return answer(this.world.grant(user.id));
  }

  /** POST /user/reset_password. Answers the same whether or not the account exists. */
  async resetPassword(email: string, country: string): Promise<ServerResult<void>> {
    const invalid = invalidFields({ email: emailProblem(email), country_code: isCountry(country) ? undefined : 'field_required' });
    if (invalid) return invalid;
    const user = this.world.findUser(email, country as CountryCode);
    if (user) this.world.send({ to: user.email, country: user.country, kind: 'reset_password', payload: randomToken(16) });
    return answer(undefined);
  }

  /**
   * PUT /user/reset_password: a link works once, for an hour, and only if it is the newest sent to
   * that account; the new password needs 8 characters; every token of the account is revoked.
   */
  async setNewPassword(resetToken: string, password: string): Promise<ServerResult<void>> {
    const invalid = invalidFields({ password: tooLong(password, 'password') });
    if (invalid) return invalid;
    const message = this.world.outbox.find((m) => m.kind === 'reset_password' && m.payload === resetToken);
    if (!message || this.world.spentResetTokens.has(resetToken))
      return fail(410, SERVER_CODES.passwordLinkUsed, 'Password link already used');
    const newest = this.world.outbox.findLast((m) => m.kind === 'reset_password' && m.to === message.to && m.country === message.country);
    if (newest !== message) return fail(410, SERVER_CODES.passwordLinkUsed, 'A newer password link has been sent');
    if (this.world.now() - message.sentAt >= RESET_LINK_LIFETIME_MS)
      return fail(410, SERVER_CODES.passwordLinkUsed, 'Password link has expired');
    if (password.length < 8) return fail(422, SERVER_CODES.somethingWentWrong, 'Password is too short (minimum is 8 characters)');
    const user = this.world.findUser(message.to, message.country);
    if (!user) return fail(410, SERVER_CODES.passwordLinkUsed, 'Password link already used');
    const salt = randomToken(8);
    this.world.update(user, { salt, passwordHash: await hashPassword(password, salt) });
    this.world.spentResetTokens.add(resetToken);
    this.world.revokeWhere((t) => t.userId === user.id);
    return answer(undefined);
  }

  /**
   * POST /oauth/revoke (assumed; RFC 7009): a refresh token revoked with every token of its login
   * (its family: RFC 7009 §2.1 lets the server drop the access tokens of the grant too). An unknown,
   * spent or expired token is answered 200 as well (§2.2): the client has nothing to do about it.
   */
  revoke(body: RevokeBody): ServerResult<void> {
    if (!this.world.clientIds.includes(body.client_id)) return fail(401, OAUTH_ERRORS.invalidClient, 'Unknown client');
    const record = this.world.tokens.get(body.token);
    if (record) this.world.revokeWhere((t) => t.family === record.family);
    return answer(undefined);
  }

  /** The refresh grant: single use; a replay revokes every token of its login (its family). */
  private refresh(refreshToken: string): ServerResult<TokenBody> {
    const record = this.world.tokens.get(refreshToken);
    if (!record || record.kind !== 'refresh') return invalidGrant('Refresh token is unknown');
    if (record.used) {
      this.world.revokeWhere((t) => t.family === record.family);
      return invalidGrant('Refresh token was already used; the session is revoked');
    }
    if (record.expiresAt <= this.world.now()) return invalidGrant('Refresh token has expired');
    this.world.tokens.set(refreshToken, { ...record, used: true });
    return answer(this.world.grant(record.userId, record.family));
  }
}
