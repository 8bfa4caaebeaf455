import { USER_PATHS } from '../../src/contract/user.contract';
import type { PersonalData } from '../../src/core/profile/user';
import { userDto } from './dto';
import { badBody, EMPTY, reply, withNewPassword } from './reply';
import { route, type Routes } from './route';

/** PATCH /user: wire name → the record's name. Email and ZIP are read only to be refused. */
const PATCHABLE = [
  ['name', 'name'],
  ['address', 'address'],
  ['city', 'city'],
  ['state', 'state'],
  ['email', 'email'],
  ['zip_code', 'zipCode'],
] as const;

const CONSENTS = [
  ['marketing_consent', 'marketingConsent'],
  ['market_research_consent', 'marketResearchConsent'],
] as const;

/** /user and its verification: fakes/backend/user-resource.ts on the wire. */
export const USER_ROUTES: Routes = {
  [route('GET', USER_PATHS.user)]: async ({ token }, backend) => reply(await backend.me(token), (u) => ({ data: userDto(u) })),
  [route('PATCH', USER_PATHS.user)]: async ({ body, token }, backend) => {
    const patch: Record<string, string | boolean> = {};
    for (const [from, to] of PATCHABLE) {
      const value = body.optionalString(from);
      if (value !== undefined) patch[to] = value;
    }
    for (const [from, to] of CONSENTS) {
      const value = body.optionalBoolean(from);
      if (value !== undefined) patch[to] = value;
    }
    return badBody(body) ?? reply(await backend.updateUser(token, patch as PersonalData), (u) => ({ data: userDto(u) }));
  },
  [route('DELETE', USER_PATHS.user)]: async ({ body, token }, backend) => {
    const password = body.string('password');
    return badBody(body) ?? reply(await backend.deleteAccount(token, password), EMPTY);
  },
  [route('POST', USER_PATHS.changePassword)]: ({ body, token }, backend) =>
    withNewPassword(body, 'current_password', async (current, password) =>
      reply(await backend.changePassword(token, current, password), EMPTY),
    ),
  [route('POST', USER_PATHS.verification)]: async ({ token }, backend) => reply(await backend.sendVerificationCode(token), EMPTY),
  [route('POST', USER_PATHS.confirmEmail)]: async ({ body, token }, backend) => {
    const code = body.string('code');
    return badBody(body) ?? reply(await backend.confirmEmail(token, code), (u) => ({ data: userDto(u) }));
  },
};
