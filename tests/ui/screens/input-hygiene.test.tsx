import { screen, waitFor, within } from '@testing-library/react';
import { money } from '../../../src/core/shared/money';
import { formatMoney } from '../../../src/ui/i18n/format';
import { frameLeft } from '../../helpers/customer-page';
import { renderApp } from '../../helpers/render-app';
import { PAYPAL_ONLY, withdrawPage } from './wallet/withdraw-page';

// Issue 42 point 4: invisible characters are ignored where figures are typed; a bidi override,
// which can make one text display as another, is refused in the free text the app sends.

const HIDDEN_CHARACTERS = 'This contains hidden or special characters, often left by copy and paste. Type it again.';

describe('free text carrying a bidi override (issue 42 point 4)', () => {
  it('the profile refuses a right-to-left override in the name, said on the field, and saves nothing', async () => {
    const { user, backend } = await renderApp({ path: '/user/profile', locale: 'en-US', signedInAs: 'us' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await frameLeft();
    const name = screen.getByLabelText('Name', { selector: 'input' });
    await user.clear(name);
    await user.click(name);
    await user.paste('Alex \u202Enagrom');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(HIDDEN_CHARACTERS);
    expect(name).toHaveValue('Alex \u202Enagrom');
    expect(backend.findUser('demo@example.com', 'us')).toMatchObject({ name: 'Alex Morgan' });
  });

  it('the contact form refuses an isolate in the message, in French, and sends nothing', async () => {
    const { user, backend } = await renderApp({ path: '/contact-us', locale: 'fr-FR' });
    await user.type(await screen.findByLabelText('Nom', { selector: 'input' }), 'Léa');
    await user.type(screen.getByLabelText('Adresse e-mail', { selector: 'input' }), 'lea@example.com');
    await user.type(screen.getByLabelText('Objet', { selector: 'input' }), 'Borne pleine');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('La borne \u2067était pleine\u2069.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(
      'Ce texte contient des caractères invisibles ou spéciaux, souvent laissés par un copier-coller. Saisissez-le à nouveau.',
    );
    expect(backend.received()).toHaveLength(0);
  });
});

describe('an amount pasted with invisible characters (issue 42 point 4)', () => {
  it('"1\\u200B0,00" is read as 10,00 € and reviewed', async () => {
    const app = await withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true }, 'fr-FR');
    const field = await screen.findByLabelText('Montant à retirer');
    await app.user.click(field);
    await app.user.paste('1\u200B0,00');
    await app.user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
    const card = await screen.findByRole('region', { name: 'Vérifiez votre retrait' });
    const amount = formatMoney(money(1000, 'EUR'), 'fr-FR').replace(/\s+/g, ' ');
    expect(within(card).getAllByText(amount).length).toBeGreaterThan(0);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
