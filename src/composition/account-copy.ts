// The use cases of the device's copy of the account (issue 44 point 4, issue 46), in one chunk
// loaded with a customer page (preloadCustomerCode), not with the home page (its budget).
export { RecordBalanceSeen } from '../core/wallet/use-cases/record-balance-seen';
export { RecordAccountPartSeen } from '../core/wallet/use-cases/record-account-part-seen';
export { ReadAccountCopy } from '../core/wallet/use-cases/read-account-copy';
export { AccountNews } from '../core/wallet/use-cases/account-news';
