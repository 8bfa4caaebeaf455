import { USER_PATHS, type ChangePasswordBody, type ConfirmEmailBody, type DeleteAccountBody } from '../../contract/user.contract';
import { USER_ERRORS, type UserGateway } from '../../core/profile/ports/user-gateway.port';
import type { PersonalData } from '../../core/profile/user';
import { SESSION_ERROR_CODES } from '../../core/shared/domain-error';
import type { ApiClient } from './api-client';
import { dataOf } from '../wire/read';
import { toUser, userPatchBody } from '../wire/user.dto';
import { parsed } from './parse';
import { assumedCall } from '../wire/server-errors';

type Answer<K extends keyof UserGateway> = ReturnType<UserGateway[K]>;
const expected = <K extends keyof typeof USER_ERRORS>(call: K) => [...USER_ERRORS[call], ...SESSION_ERROR_CODES];

export class HttpUserGateway implements UserGateway {
  constructor(private readonly api: ApiClient) {}

  me(): Answer<'me'> {
    return parsed(this.api.request('GET', USER_PATHS.user), (body) => toUser(dataOf(body)), expected('me'));
  }

  update(data: PersonalData): Answer<'update'> {
    return parsed(
      this.api.request('PATCH', USER_PATHS.user, { body: userPatchBody(data) }),
      (body) => toUser(dataOf(body)),
      expected('update'),
    );
  }

  changePassword(currentPassword: string, newPassword: string): Answer<'changePassword'> {
    const body: ChangePasswordBody = { current_password: currentPassword, password: newPassword, password_confirmation: newPassword };
    return parsed(this.api.request('POST', USER_PATHS.changePassword, { body }), () => undefined, expected('changePassword'));
  }

  sendVerificationCode(): Answer<'sendVerificationCode'> {
    return parsed(this.api.request('POST', USER_PATHS.verification), () => undefined, expected('sendVerificationCode'));
  }

  confirmEmail(code: string): Answer<'confirmEmail'> {
    return parsed(
      assumedCall(this.api.request('POST', USER_PATHS.confirmEmail, { body: { code } satisfies ConfirmEmailBody })),
      (body) => toUser(dataOf(body)),
      expected('confirmEmail'),
    );
  }

  deleteAccount(password: string): Answer<'deleteAccount'> {
    return parsed(
      assumedCall(this.api.request('DELETE', USER_PATHS.user, { body: { password } satisfies DeleteAccountBody })),
      () => undefined,
      expected('deleteAccount'),
    );
  }
}
