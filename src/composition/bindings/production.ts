import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAuthGateway } from '../../adapters/http/http-auth-gateway';
import { HttpBinsGateway } from '../../adapters/http/http-bins-gateway';
import { HttpUserGateway } from '../../adapters/http/http-user-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { readConfig } from '../config';
import { browserPorts } from './browser';
import type { PortBindings } from './port-bindings';

export function productionBindings(): PortBindings {
  const config = readConfig(import.meta.env);
  const tokens = new CookieTokenStore();
  const api = new ApiClient({ baseUrl: config.apiBaseUrl, tokens });
  return {
    ports: {
      ...browserPorts(),
      AuthGateway: new HttpAuthGateway(api, config.clientId),
      UserGateway: new HttpUserGateway(api),
      WalletGateway: new HttpWalletGateway(api),
      BinsGateway: new HttpBinsGateway(api),
      TokenStore: tokens,
      DemoControls: { enabled: false, credentials: null, reset: () => undefined },
      Config: config,
    },
  };
}
