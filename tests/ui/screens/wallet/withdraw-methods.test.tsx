import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PayoutRecord } from '../../../../fakes/backend/records';
import { errorText, findAlert, PAYPAL_ONLY, withdrawPage } from './withdraw-page';

/** A field the form filled in (from the profile or what is saved), typed over as a customer would. */
async function retype(app: { user: UserEvent }, field: HTMLElement, text: string) {
  await app.user.clear(field);
  await app.user.type(field, text);
}

const FR_IBAN = 'FR7630006000011234567890189';
const FR_BANK_DEFAULT: PayoutRecord = {
  methods: {
    PAYPAL: { email: 'camille@example.com' },
    TRANSFERWISE: {
      country: 'fr',
      accountName: 'Camille Martin',
      iban: FR_IBAN,
      address: '12 rue Oberkampf',
      city: 'Paris',
      postCode: '75011',
    },
  },
  default: 'TRANSFERWISE',
};

describe('withdraw page: the payout method buttons (spec §2)', () => {
  it('shows each method of the market with its saved info, account numbers masked, and the default one pressed', async () => {
    await withdrawPage('fr', { payout: FR_BANK_DEFAULT });
    const bank = await screen.findByRole('button', { name: /^Bank account/ });
    expect(bank).toHaveAttribute('aria-pressed', 'true');
    expect(bank).toHaveTextContent('•••• 0189');
    expect(bank).toHaveTextContent('Default');
    expect(screen.queryByText(/FR76|3000 6000/)).not.toBeInTheDocument();
    const paypal = screen.getByRole('button', { name: /^PayPal/ });
    expect(paypal).toHaveAttribute('aria-pressed', 'false');
    expect(paypal).toHaveTextContent('camille@example.com');
    expect(paypal).not.toHaveTextContent('Default');
    expect(screen.getByRole('button', { name: 'Edit PayPal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit bank account' })).toBeInTheDocument();
    // LINE Pay is a Japanese service: not offered in France.
    expect(screen.queryByRole('button', { name: /LINE/ })).not.toBeInTheDocument();
  });

  it('a method not set up says so and offers "Set up"', async () => {
    await withdrawPage('fr', { payout: PAYPAL_ONLY });
    const bank = await screen.findByRole('button', { name: /^Bank account/ });
    expect(bank).toHaveTextContent('Not set up');
    expect(bank).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Set up bank account' })).toBeInTheDocument();
  });

  it('pressing a method that is set up makes it the default, with the defaultPaymentSaved notification', async () => {
    const app = await withdrawPage('fr', { payout: FR_BANK_DEFAULT });
    await app.user.click(await screen.findByRole('button', { name: /^PayPal/ }));
    expect(await screen.findByText('Default method saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^PayPal/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Bank account/ })).toHaveAttribute('aria-pressed', 'false');
    expect(app.customer().payout.default).toBe('PAYPAL');
  });

  it('a refused default change is said in a notification and the default stays', async () => {
    const app = await withdrawPage('fr', { payout: FR_BANK_DEFAULT });
    app.backend.failNext('server_error', { call: 'setDefaultPayoutMethod' });
    await app.user.click(await screen.findByRole('button', { name: /^PayPal/ }));
    expect(await screen.findByText('Default not changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bank account/ })).toHaveAttribute('aria-pressed', 'true');
    expect(app.customer().payout.default).toBe('TRANSFERWISE');
  });

  it('France: a bad IBAN is said on its field, everything typed stays; the right one is saved and shown masked', async () => {
    const app = await withdrawPage('fr', { payout: PAYPAL_ONLY });
    await app.user.click(await screen.findByRole('button', { name: 'Set up bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up bank account' });
    // Exactly the French bank's fields, each format visible.
    // (Its fields come once the device's record of the password check is read: a moment.)
    const labels = (await within(dialog).findAllByRole('textbox')).map((input) => input.getAttribute('name'));
    expect(labels).toEqual(['accountName', 'iban', 'address', 'city', 'postCode']);
    const iban = within(dialog).getByLabelText('IBAN');
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('FR76'));
    await retype(app, within(dialog).getByLabelText('Account holder'), 'Camille Martin');
    await app.user.type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    await retype(app, within(dialog).getByLabelText('Address'), '12 rue Oberkampf');
    await retype(app, within(dialog).getByLabelText('City'), 'Paris');
    const postCode = within(dialog).getByLabelText('Postal code');
    expect(postCode).toHaveAttribute('inputmode', 'numeric');
    expect(postCode).toHaveAttribute('autocomplete', 'postal-code');
    await retype(app, postCode, '75011');
    const save = vi.spyOn(app.gateway, 'savePayoutMethod');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(errorText(app, 'iban_checksum')));
    expect(iban).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    expect(within(dialog).getByLabelText('Account holder')).toHaveValue('Camille Martin');
    expect(within(dialog).getByLabelText('Postal code')).toHaveValue('75011');

    await app.user.clear(iban);
    await app.user.type(iban, 'fr76 3000 6000 0112 3456 7890 189');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledTimes(1);
    expect(app.customer().payout.methods.TRANSFERWISE).toMatchObject({ country: 'fr', iban: FR_IBAN, accountName: 'Camille Martin' });
    const bank = screen.getByRole('button', { name: /^Bank account/ });
    expect(bank).toHaveTextContent('•••• 0189');
    expect(screen.getByRole('button', { name: 'Edit bank account' })).toBeInTheDocument();
  });

  it('a server failure while saving is said in the form, and everything typed stays', async () => {
    const app = await withdrawPage('uk', { payout: PAYPAL_ONLY }, 'en-GB');
    app.backend.failNext('server_error', { call: 'savePayoutMethod' });
    await app.user.click(await screen.findByRole('button', { name: 'Set up bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up bank account' });
    expect(within(dialog).getByLabelText('Sort code')).toHaveAccessibleDescription(expect.stringContaining('12-34-56'));
    await retype(app, within(dialog).getByLabelText('Account holder'), 'Sam Taylor');
    await app.user.type(within(dialog).getByLabelText('Sort code'), '20-00-00');
    await app.user.type(within(dialog).getByLabelText('Account number'), '55779911');
    await retype(app, within(dialog).getByLabelText('Address'), '24 Buckingham Gate');
    await retype(app, within(dialog).getByLabelText('Postcode'), 'sw1a 1aa');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A 500: the server failed (issue 17: a server error is said as such, not as a refusal).
    await findAlert(errorText(app, 'server_error'));
    expect(within(dialog).getByLabelText('Sort code')).toHaveValue('20-00-00');
    expect(within(dialog).getByLabelText('Postcode')).toHaveValue('sw1a 1aa');
    expect(app.customer().payout.methods.TRANSFERWISE).toBeUndefined();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    expect(app.customer().payout.methods.TRANSFERWISE).toMatchObject({ sortCode: '200000', postCode: 'SW1A 1AA' });
  });

  it('United States: a routing number with a wrong check digit is refused on its field', async () => {
    const app = await withdrawPage('us', { payout: PAYPAL_ONLY });
    await app.user.click(await screen.findByRole('button', { name: 'Set up bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up bank account' });
    const routing = within(dialog).getByLabelText('Routing number (ABA)');
    expect(routing).toHaveAttribute('inputmode', 'numeric');
    expect(routing).toHaveAccessibleDescription(expect.stringContaining('9 digits'));
    await retype(app, within(dialog).getByLabelText('Account holder'), 'Alex Morgan');
    await app.user.type(routing, '021000022');
    await app.user.type(within(dialog).getByLabelText('Account number'), '123456789');
    await app.user.selectOptions(within(dialog).getByLabelText('Account type'), 'CHECKING');
    await retype(app, within(dialog).getByLabelText('Address'), '425 7th St NW');
    await retype(app, within(dialog).getByLabelText('City'), 'Washington');
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    await app.user.selectOptions(state, 'District of Columbia');
    expect(state, 'chosen from the list, sent by its code').toHaveValue('DC');
    await retype(app, within(dialog).getByLabelText('ZIP code'), '20001');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(routing).toHaveAttribute('aria-invalid', 'true'));
    expect(routing).toHaveAccessibleDescription(expect.stringContaining(errorText(app, 'routing_number_checksum')));
    expect(within(dialog).getByLabelText('Account number')).not.toHaveAttribute('aria-invalid');

    await app.user.clear(routing);
    await app.user.type(routing, '021000021');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bank account/ })).toHaveTextContent('•••• 6789');
  });

  it('Japan: LINE Pay is offered, with its 11-digit reference number', async () => {
    const app = await withdrawPage('jp', { payout: PAYPAL_ONLY }, 'ja-JP');
    await app.user.click(await screen.findByRole('button', { name: 'LINE Payを設定' }));
    const dialog = await screen.findByRole('dialog', { name: 'LINE Payを設定' });
    const reference = within(dialog).getByLabelText('LINE Payの照会番号');
    expect(reference).toHaveAccessibleDescription(expect.stringContaining('11桁'));
    await app.user.type(reference, '0901234567');
    await app.user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(reference).toHaveAccessibleDescription(expect.stringContaining(errorText(app, 'line_reference_invalid')));
    await app.user.type(reference, '8');
    await app.user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('受取方法を保存しました')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^LINE Pay\s/ })).toHaveTextContent('•••• 5678');
  });

  it('the first bank set-up starts with the profile’s name and address: only the bank’s numbers are typed', async () => {
    const app = await withdrawPage('us', { payout: PAYPAL_ONLY });
    await app.user.click(await screen.findByRole('button', { name: 'Set up bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up bank account' });
    expect(within(dialog).getByLabelText('Account holder')).toHaveValue('Alex Morgan');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('425 7th St NW');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Washington');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveValue('DC');
    expect(within(dialog).getByLabelText('ZIP code')).toHaveValue('20001');
    expect(within(dialog).getByLabelText('Routing number (ABA)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('');
    await app.user.type(within(dialog).getByLabelText('Routing number (ABA)'), '021000021');
    await app.user.type(within(dialog).getByLabelText('Account number'), '123456789');
    await app.user.selectOptions(within(dialog).getByLabelText('Account type'), 'CHECKING');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    expect(app.customer().payout.methods.TRANSFERWISE).toMatchObject({
      accountName: 'Alex Morgan',
      city: 'Washington',
      state: 'DC',
      postCode: '20001',
    });
  });

  it('Japan: a name in kanji is not what the bank holds, so the holder is left for the customer to type', async () => {
    const app = await withdrawPage('jp', { payout: PAYPAL_ONLY }, 'ja-JP');
    await app.user.click(await screen.findByRole('button', { name: '銀行口座を設定' }));
    const dialog = await screen.findByRole('dialog', { name: '銀行口座を設定' });
    expect(app.customer().name).toBe('佐藤 花子');
    expect(within(dialog).getByLabelText('口座名義')).toHaveValue('');
  });

  it('editing a saved bank account starts with what is saved: one field changed, the rest kept', async () => {
    const app = await withdrawPage('fr', { payout: FR_BANK_DEFAULT });
    await app.user.click(await screen.findByRole('button', { name: 'Edit bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    expect(within(dialog).getByLabelText('Account holder')).toHaveValue('Camille Martin');
    expect(within(dialog).getByLabelText('IBAN')).toHaveValue(FR_IBAN);
    expect(within(dialog).getByLabelText('Address')).toHaveValue('12 rue Oberkampf');
    expect(within(dialog).getByLabelText('Postal code')).toHaveValue('75011');
    await retype(app, within(dialog).getByLabelText('Address'), '3 rue de la Roquette');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    expect(app.customer().payout.methods.TRANSFERWISE).toEqual({
      ...FR_BANK_DEFAULT.methods.TRANSFERWISE,
      address: '3 rue de la Roquette',
    });
  });

  it('cannot load the methods: says so with Retry, which loads them', async () => {
    const app = await withdrawPage('fr', { payout: FR_BANK_DEFAULT, fail: 'payoutMethods' }, 'fr-FR');
    await findAlert('Nous n’avons pas pu charger vos moyens de paiement.');
    await app.user.click(screen.getAllByRole('button', { name: 'Réessayer' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: /^Compte bancaire/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
