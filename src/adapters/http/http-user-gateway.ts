import { USER_ERRORS, type UserGateway } from '../../core/profile/ports/user-gateway.port';
import type { PersonalData } from '../../core/profile/user';
import { SESSION_ERROR_CODES } from '../../core/shared/domain-error';
import type { ApiClient } from './api-client';
import { dataOf, toUser } from './dto';
import { parsed } from './parse';
import { assumedCall } from './server-errors';

const toUserDto = (data: PersonalData) => ({
  name: data.name,
  address: data.address,
  city: data.city,
  state: data.state,
  marketing_consent: data.marketingConsent,
  market_research_consent: data.marketResearchConsent,
});

type Answer<K extends keyof UserGateway> = ReturnType<UserGateway[K]>;
const expected = <K extends keyof typeof USER_ERRORS>(call: K) => [...USER_ERRORS[call], ...SESSION_ERROR_CODES];

export class HttpUserGateway implements UserGateway {
  constructor(private readonly api: ApiClient) {}

  me(): Answer<'me'> {
    return parsed(this.api.request('GET', '/api/v2/user'), (body) => toUser(dataOf(body)), expected('me'));
  }

  update(data: PersonalData): Answer<'update'> {
    return parsed(this.api.request('PATCH', '/api/v2/user', { body: toUserDto(data) }), (body) => toUser(dataOf(body)), expected('update'));
  }

  changePassword(currentPassword: string, newPassword: string): Answer<'changePassword'> {
    const body = { current_password: currentPassword, password: newPassword, password_confirmation: newPassword };
    return parsed(this.api.request('POST', '/api/v2/user/change_password', { body }), () => undefined, expected('changePassword'));
  }

  sendVerificationCode(): Answer<'sendVerificationCode'> {
    return parsed(this.api.request('POST', '/api/v2/user/verification'), () => undefined, expected('sendVerificationCode'));
  }

  confirmEmail(code: string): Answer<'confirmEmail'> {
    return parsed(
      assumedCall(this.api.request('POST', '/api/v2/user/verification/confirm', { body: { code } })),
      (body) => toUser(dataOf(body)),
      expected('confirmEmail'),
    );
  }

  deleteAccount(password: string): Answer<'deleteAccount'> {
    return parsed(
      assumedCall(this.api.request('DELETE', '/api/v2/user', { body: { password } })),
      () => undefined,
      expected('deleteAccount'),
    );
  }
}
