// The signed-in customer's two gateways, one module: a restored session's first page asks for the
// customer and then, on the account and the withdrawal, for their money — without a download between
// the two answers (issue 22 point 2). Loaded by the production bindings on the first call, or earlier
// by the start on a customer page (create-container.ts, `preloadCustomerCode`).
export { HttpUserGateway } from '../../adapters/http/http-user-gateway';
export { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
