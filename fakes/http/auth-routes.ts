import { AUTH_PATHS, type RevokeBody, type SignUpBody, type TokenGrant } from '../../src/contract/auth.contract';
import { badBody, EMPTY, reply, withNewPassword } from './reply';
import { route, type Routes } from './route';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** /oauth/token, /users and the password reset: fakes/backend/auth-resource.ts on the wire. */
export const AUTH_ROUTES: Routes = {
  [route('POST', AUTH_PATHS.token)]: async ({ body }, backend) => {
    const grantType = body.string('grant_type');
    const grant: TokenGrant = {
      client_id: str(body.optionalString('client_id')),
      grant_type: grantType as TokenGrant['grant_type'],
      ...(grantType === 'refresh_token'
        ? { refresh_token: body.string('refresh_token') }
        : { country_code: body.string('country_code'), email: body.string('email'), password: body.string('password') }),
    };
    return badBody(body) ?? reply(await backend.issueToken(grant), (d) => d);
  },
  [route('POST', AUTH_PATHS.revoke)]: async ({ body }, backend) => {
    const revoke: RevokeBody = {
      client_id: str(body.optionalString('client_id')),
      token: body.string('token'),
      token_type_hint: 'refresh_token',
    };
    return badBody(body) ?? reply(await backend.revokeToken(revoke), EMPTY);
  },
  [route('POST', AUTH_PATHS.signUp)]: async ({ body }, backend) => {
    const signUp: SignUpBody = {
      country_code: body.string('country_code'),
      email: body.string('email'),
      password: body.string('password'),
      name: body.string('name'),
      zip_code: body.string('zip_code'),
      terms_accepted: body.optionalBoolean('terms_accepted') === true,
      marketing_consent: body.optionalBoolean('marketing_consent') === true,
      market_research_consent: body.optionalBoolean('market_research_consent') === true,
    };
    return badBody(body) ?? reply(await backend.signUp(signUp), (d) => d, 201);
  },
  [route('POST', AUTH_PATHS.resetPassword)]: async ({ body }, backend) => {
    const email = body.string('email');
    const country = body.string('country_code');
    return badBody(body) ?? reply(await backend.resetPassword(email, country), EMPTY);
  },
  [route('PUT', AUTH_PATHS.resetPassword)]: ({ body }, backend) =>
    withNewPassword(body, 'reset_password_token', async (resetToken, password) =>
      reply(await backend.setNewPassword(resetToken, password), EMPTY),
    ),
};
