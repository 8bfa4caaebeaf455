import { act, fireEvent, within } from '@testing-library/react';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { openAccount, returns } from '../../helpers/long-history';
import { LONG_LIST_TEST_TIMEOUT } from '../../helpers/timeouts';

// Issue 42 point 3: only the rows near the screen are drawn (WindowedAccordion). What the list did
// with every row drawn is kept: each row reachable by keyboard, its expanded state, its position said.
// jsdom has no layout: every row is its estimated 100 px, and the list's place on screen is set below.

/** The account page with `rows` as history, and its list. */
async function openList(rows: readonly TransactionRecord[]) {
  const app = await openAccount(rows);
  return { ...app, list: await within(app.history).findByRole('list', { name: 'Historique' }) };
}

/** The list's rows in the page, by their position (aria-posinset). */
const drawn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem', { hidden: false })
    .map((row) => Number(row.getAttribute('aria-posinset')));
/** The row (listitem) holding the focused header. */
const focusedRow = () => document.activeElement?.closest('[role="listitem"]');
/** The header of the row at `position`, if drawn. */
const headerAt = (list: HTMLElement, position: number) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => row.getAttribute('aria-posinset') === String(position));

/** Puts the list's top `px` above the viewport, as a scroll of the page would, and tells the page it scrolled. */
function scrollListTo(list: HTMLElement, px: number) {
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -px, bottom: 100_000 - px, height: 100_000 } as DOMRect);
  fireEvent.scroll(window);
}

describe('a long history, drawn near the screen only', { timeout: LONG_LIST_TEST_TIMEOUT }, () => {
  it('draws a screenful of 1,500 rows, each saying its position, and the total once every page is read', async () => {
    const { list, history, user } = await openList(returns(1500));
    const rows = drawn(list);
    expect(rows.slice(0, 3)).toEqual([1, 2, 3]);
    expect(rows.length).toBeLessThanOrEqual(40);
    // More may come: the total is not known yet (aria-setsize −1).
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(rows.length);

    await user.click(await within(history).findByRole('button', { name: 'Afficher les opérations suivantes' }));
    await within(history).findByText(/^Toutes les opérations sont affichées\s:\s1\s500\.$/);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1500');
  });

  it('moves the window with the keyboard: Tab past the rows drawn, End to the last row, Home back', async () => {
    const { list, user } = await openList(returns(1500));
    const last = Math.max(...drawn(list));
    act(() => within(headerAt(list, last)!).getByRole('button').focus());
    for (let n = 1; n <= 5; n++) {
      await user.tab();
      expect(focusedRow(), `Tab ${n} goes on to the next row`).toHaveAttribute('aria-posinset', String(last + n));
      expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');
    }
    await user.keyboard('{End}');
    expect(focusedRow(), 'End: the last row read').toHaveAttribute('aria-posinset', '1000');
    expect(document.activeElement?.closest('h3')).not.toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(focusedRow()).toHaveAttribute('aria-posinset', '999');
    await user.tab({ shift: true });
    expect(focusedRow(), 'Shift+Tab: the row before').toHaveAttribute('aria-posinset', '998');
    await user.keyboard('{Home}');
    expect(focusedRow()).toHaveAttribute('aria-posinset', '1');
    // Rows far from the screen and the focus are not in the page.
    expect(headerAt(list, 999)).toBeUndefined();
  });

  it('keeps a row expanded while it is scrolled out of the page and back', async () => {
    const { list, user } = await openList(returns(1500));
    const firstHeader = within(headerAt(list, 1)!).getByRole('button');
    await user.click(firstHeader);
    expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
    // The focus goes elsewhere (the last row), then the page scrolls 50,000 px down: the first row goes.
    await user.keyboard('{End}');
    scrollListTo(list, 50_000);
    expect(headerAt(list, 1)).toBeUndefined();
    expect(drawn(list)).toContain(500);
    // The rows not drawn keep their space (before, between the focused row and the screen's, after):
    // the list is as tall as its 1,000 rows read (every row 100 px here).
    const space = [list, ...within(list).getAllByRole('listitem')].reduce(
      (sum, element) => sum + (parseFloat(element.style.paddingBlockStart || element.style.marginBlockStart) || 0),
      parseFloat(list.style.paddingBlockEnd) || 0,
    );
    expect(space + drawn(list).length * 100).toBe(100_000);

    scrollListTo(list, 0);
    const back = within(headerAt(list, 1)!).getByRole('button');
    expect(back).toHaveAttribute('aria-expanded', 'true');
    expect(within(headerAt(list, 1)!).getByRole('region')).toBeVisible();
  });
});
