import type { UserGateway } from '../../core/profile/ports/user-gateway.port';
import type { PersonalData, User } from '../../core/profile/user';
import type { Result } from '../../core/shared/result';
import type { ApiClient } from './api-client';
import { dataOf, toUser } from './dto';
import { parsed } from './parse';

const toUserDto = (data: PersonalData) => ({
  name: data.name,
  address: data.address,
  city: data.city,
  state: data.state,
  marketing_consent: data.marketingConsent,
  market_research_consent: data.marketResearchConsent,
});

export class HttpUserGateway implements UserGateway {
  constructor(private readonly api: ApiClient) {}

  me(): Promise<Result<User>> {
    return parsed(this.api.request('GET', '/api/v2/user'), (body) => toUser(dataOf(body)));
  }

  update(data: PersonalData): Promise<Result<User>> {
    return parsed(this.api.request('PATCH', '/api/v2/user', { body: toUserDto(data) }), (body) => toUser(dataOf(body)));
  }

  changePassword(currentPassword: string, newPassword: string): Promise<Result<void>> {
    const body = { current_password: currentPassword, password: newPassword, password_confirmation: newPassword };
    return parsed(this.api.request('POST', '/api/v2/user/change_password', { body }), () => undefined);
  }

  sendVerificationCode(): Promise<Result<void>> {
    return parsed(this.api.request('POST', '/api/v2/user/verification'), () => undefined);
  }

  confirmEmail(code: string): Promise<Result<User>> {
    return parsed(this.api.request('POST', '/api/v2/user/verification/confirm', { body: { code } }), (body) => toUser(dataOf(body)));
  }
}
