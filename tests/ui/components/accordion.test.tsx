import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../../../src/ui/components/Accordion/Accordion';

const ITEMS = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
  { id: 'three', title: 'Third question', content: <p>Third answer</p> },
];

const setup = (props: Partial<Parameters<typeof Accordion>[0]> = {}) => {
  const user = userEvent.setup();
  render(<Accordion items={ITEMS} {...props} />);
  const button = (name: string) => screen.getByRole('button', { name });
  return { user, button };
};

describe('Accordion', () => {
  it('puts each header button inside a heading of the chosen level, and starts collapsed', () => {
    const { button } = setup({ headingLevel: 3 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'First question',
      'Second question',
      'Third question',
    ]);
    for (const name of ['First question', 'Second question', 'Third question']) {
      expect(button(name).closest('h3')).not.toBeNull();
      expect(button(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('First answer')).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('ties each button to its panel, a region named by the button', async () => {
    const { user, button } = setup();
    await user.click(button('Second question'));
    const panel = screen.getByRole('region', { name: 'Second question' });
    expect(button('Second question')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', button('Second question').id);
    expect(panel).toHaveTextContent('Second answer');
  });

  it('toggles with Enter and Space from the keyboard, and keeps several panels open', async () => {
    const { user, button } = setup();
    await user.tab();
    expect(button('First question')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('First question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();

    await user.tab();
    expect(button('Second question')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();
    expect(screen.getByText('Second answer')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(2);

    await user.keyboard(' ');
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer')).not.toBeVisible();
    expect(screen.getByText('First answer')).toBeVisible();
  });

  it('moves between headers with the arrow keys, Home and End, wrapping round', async () => {
    const { user, button } = setup();
    button('First question').focus();
    await user.keyboard('{ArrowDown}');
    expect(button('Second question')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Third question')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('First question')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Third question')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('First question')).toHaveFocus();
    // Moving focus opens nothing.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('skips collapsed panels in the tab order', async () => {
    const { user, button } = setup({
      items: [{ id: 'a', title: 'With a link', content: <a href="/faq">Inside</a> }, ...ITEMS.slice(0, 1)],
    });
    await user.tab();
    expect(button('With a link')).toHaveFocus();
    await user.tab();
    expect(button('First question')).toHaveFocus();
    await user.click(button('With a link'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inside' })).toHaveFocus();
  });

  it('can start with some items open', () => {
    const { button } = setup({ defaultExpanded: ['three'] });
    expect(button('Third question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Third answer')).toBeVisible();
    expect(button('First question')).toHaveAttribute('aria-expanded', 'false');
  });
});
