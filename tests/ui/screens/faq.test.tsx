import { screen, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

const questionButtons = async () => {
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => within(heading).queryByRole('button'))
    .filter((button): button is HTMLElement => button !== null);
};

describe('FAQ screen', () => {
  it('lists about ten questions as an accordion, all collapsed, under the page heading', async () => {
    await renderApp({ path: '/faq', locale: 'en-GB' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const buttons = await questionButtons();
    expect(buttons.length).toBeGreaterThanOrEqual(10);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('opens and closes answers from the keyboard, several at once', async () => {
    const { user } = await renderApp({ path: '/faq', locale: 'en-GB' });
    await questionButtons();
    const pending = screen.getByRole('button', { name: 'Why is my scan “pending”?' });
    const fee = screen.getByRole('button', { name: 'Are there fees for withdrawals?' });

    pending.focus();
    await user.keyboard('{Enter}');
    expect(pending).toHaveAttribute('aria-expanded', 'true');
    const pendingAnswer = screen.getByRole('region', { name: 'Why is my scan “pending”?' });
    expect(pendingAnswer).toBeVisible();
    expect(pendingAnswer).toHaveTextContent('up to 32 days');

    // Down the list with the arrow keys, then Space on the fee question.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(fee).toHaveFocus();
    await user.keyboard(' ');
    expect(fee).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Are there fees for withdrawals?' })).toHaveTextContent(
      '¥249 applies to withdrawals under ¥8,800',
    );
    expect(pendingAnswer).toBeVisible();

    await user.keyboard('{Enter}');
    expect(fee).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Are there fees for withdrawals?' })).not.toBeInTheDocument();
    expect(pendingAnswer).toBeVisible();
  });

  it('quotes the deposits of the current market, and links onwards from the answers', async () => {
    const { user } = await renderApp({ path: '/faq', locale: 'fr-FR' });
    await questionButtons();
    await user.click(screen.getByRole('button', { name: /^Qu’est-ce que la consigne/ }));
    const answer = screen.getByRole('region', { name: /^Qu’est-ce que la consigne/ });
    const euros = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
    expect(answer).toHaveTextContent(euros(20));
    expect(answer).toHaveTextContent(euros(40));
    expect(answer).toHaveTextContent(euros(10));

    await user.click(screen.getByRole('button', { name: 'Comment supprimer mon compte\u202f?' }));
    const deletion = screen.getByRole('region', { name: 'Comment supprimer mon compte\u202f?' });
    // The in-app deletion of spec §5: password, irreversibility, blocked by a balance or a pending withdrawal or scan.
    expect(deletion).toHaveTextContent('saisissez votre mot de passe');
    expect(deletion).toHaveTextContent('la suppression est définitive');
    expect(deletion).toHaveTextContent('qu’un retrait ou un scan est en attente');
    expect(within(deletion).getByRole('link', { name: 'votre profil' })).toHaveAttribute('href', '/user/profile');
    expect(within(deletion).getByRole('link', { name: 'retirez-le' })).toHaveAttribute('href', '/user/withdraw');
    expect(within(deletion).getByRole('link', { name: 'contactez le service client' })).toHaveAttribute('href', '/contact-us');
    expect(deletion.textContent).not.toMatch(/<\/?[a-z]+>/);
  });

  it('promises only the payout methods of the market, and links to the account it names', async () => {
    const { user } = await renderApp({ path: '/faq', locale: 'en-US' });
    await questionButtons();
    await user.click(screen.getByRole('button', { name: 'How do I withdraw my balance?' }));
    const answer = screen.getByRole('region', { name: 'How do I withdraw my balance?' });
    expect(answer).toHaveTextContent('PayPal or a transfer to your bank account');
    expect(answer).not.toHaveTextContent('LINE');
    expect(within(answer).getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/user/account');
    expect(within(answer).getByRole('link', { name: '“Withdraw”' })).toHaveAttribute('href', '/user/withdraw');
  });

  it('speaks polite Japanese with yen amounts', async () => {
    const { user } = await renderApp({ path: '/faq', locale: 'ja-JP' });
    await questionButtons();
    await user.click(screen.getByRole('button', { name: 'デポジットとは何ですか？金額はいくらですか？' }));
    expect(screen.getByRole('region', { name: 'デポジットとは何ですか？金額はいくらですか？' })).toHaveTextContent('￥30');
  });
});
