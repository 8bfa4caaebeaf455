import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/envelope.contract';
import { PAYOUT_BODY_FIELDS, PAYOUT_PATHS, WALLET_PATHS, type WithdrawalBody } from '../../src/contract/wallet.contract';
import { isPayoutMethod, PAYOUT_METHODS, type PayoutMethod } from '../../src/core/wallet/payout-method';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type TransactionCategory,
  type TransactionStatus,
} from '../../src/core/wallet/transaction';
import { bankDataDto, moneyDto, transactionDto, withdrawalDto, withdrawalTermsDto } from './dto';
import { bad, badBody, EMPTY, reply } from './reply';
import { route, type Handler, type Routes } from './route';

/**
 * POST /payment_methods/{path}: reads the fields the method's body may carry (src/contract), as
 * strings; the server then checks those of the customer's market. Others are ignored.
 */
const savePayoutMethod =
  (method: PayoutMethod): Handler =>
  async ({ body, token }, backend) => {
    const fields: Record<string, string> = {};
    for (const field of PAYOUT_BODY_FIELDS[method]) {
      const value = body.optionalString(field);
      if (value !== undefined) fields[field] = value;
    }
    return badBody(body) ?? reply(await backend.savePayoutMethod(token, method, fields), (b) => ({ data: bankDataDto(b) }));
  };

const SAVE_PAYOUT_ROUTES: Routes = Object.fromEntries(
  PAYOUT_METHODS.map((method) => [route('POST', `${WALLET_PATHS.paymentMethods}/${PAYOUT_PATHS[method]}`), savePayoutMethod(method)]),
);

/** DELETE /payment_methods/{path} (assumed): forgets a saved method. */
const REMOVE_PAYOUT_ROUTES: Routes = Object.fromEntries(
  PAYOUT_METHODS.map((method): [string, Handler] => [
    route('DELETE', `${WALLET_PATHS.paymentMethods}/${PAYOUT_PATHS[method]}`),
    async ({ token }, backend) => reply(await backend.removePayoutMethod(token, method), (b) => ({ data: bankDataDto(b) })),
  ]),
);

/** Balance, history, payout methods and withdrawals: fakes/backend/wallet-resource.ts on the wire. */
export const WALLET_ROUTES: Routes = {
  [route('GET', WALLET_PATHS.balance)]: async ({ token }, backend) => reply(await backend.balance(token), (m) => ({ data: moneyDto(m) })),
  [route('POST', WALLET_PATHS.destinationNotifications)]: async ({ body, token }, backend) =>
    badBody(body) ?? reply(await backend.notifyDestinationChange(token, body.string('withdraw_type'), body.string('event')), EMPTY),
  [route('GET', WALLET_PATHS.paymentMethods)]: async ({ token }, backend) =>
    reply(await backend.payoutMethods(token), (b) => ({ data: bankDataDto(b) })),
  [route('PUT', WALLET_PATHS.paymentMethods)]: async ({ body, token }, backend) => {
    const method = body.string('withdraw_type');
    if (!isPayoutMethod(method)) return badBody(body) ?? bad('Unknown withdraw_type');
    return reply(await backend.setDefaultPayoutMethod(token, method), (b) => ({ data: bankDataDto(b) }));
  },
  ...SAVE_PAYOUT_ROUTES,
  ...REMOVE_PAYOUT_ROUTES,
  [route('GET', WALLET_PATHS.transactions)]: async ({ query, token }, backend) => {
    const type = query.get('type') ?? undefined;
    const status = query.get('status') ?? undefined;
    if (type && !TRANSACTION_CATEGORIES.includes(type as TransactionCategory)) return bad('Unknown type');
    if (status && !TRANSACTION_STATUSES.includes(status as TransactionStatus)) return bad('Unknown status');
    const result = await backend.transactions(token, {
      itemsPerPage: Number(query.get('items_per_page') ?? 1000),
      page: Number(query.get('page') ?? 1),
      ...(type ? { type: type as TransactionCategory } : {}),
      ...(status ? { status: status as TransactionStatus } : {}),
      ...(query.get('sort_by') ? { sortBy: query.get('sort_by') as string } : {}),
    });
    return reply(result, (rows) => ({ data: rows.map(transactionDto) }));
  },
  [route('GET', WALLET_PATHS.withdrawalTerms)]: async ({ token }, backend) =>
    reply(await backend.withdrawalTerms(token), (t) => ({ data: withdrawalTermsDto(t) })),
  [route('POST', WALLET_PATHS.withdrawals)]: async ({ body, token, idempotencyKey }, backend) => {
    const amount = body.object('amount');
    const fee = body.object('fee');
    const withdrawal: WithdrawalBody = {
      amount: { value: amount.string('value'), currency: amount.string('currency') },
      fee: { value: fee.string('value'), currency: fee.string('currency') },
      withdraw_type: body.string('withdraw_type'),
      ...(body.optionalString('payout_destination') === undefined ? {} : { payout_destination: body.string('payout_destination') }),
    };
    for (const [name, part] of [
      ['amount', amount],
      ['fee', fee],
    ] as const)
      if (!part.valid) body.problems[name] = 'field_required';
    if (!body.valid) return badBody(body) ?? bad('Invalid body');
    if (!idempotencyKey) return bad(`${IDEMPOTENCY_KEY_HEADER} header is required`);
    return reply(await backend.withdraw(token, withdrawal, idempotencyKey), (w) => ({ data: withdrawalDto(w) }), 201);
  },
};
