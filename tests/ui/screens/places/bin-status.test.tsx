import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TODAY } from '../../../../src/composition/bindings/test';
import type { Bin } from '../../../../src/core/places/bin';
import type { BinStatus } from '../../../../src/core/places/bin-status';
import type { Locale } from '../../../../src/core/content/locale';
import { renderApp } from '../../../helpers/render-app';

const SHOP = { id: 'r-1', name: 'Alpha Foods' };
const ago = (minutes: number) => new Date(TEST_TODAY.getTime() - minutes * 60_000).toISOString();
const bin = (id: string, details: string, status?: BinStatus): Bin => ({
  id,
  lat: 48.86 + Number(id.slice(1)) / 1000,
  lng: 2.35,
  details,
  retailer: SHOP,
  ...(status ? { status } : {}),
});
/** One bin of each kind: taking returns, full, out of order, its report 3 days old, no status. */
const BINS: readonly Bin[] = [
  bin('b1', '1 Open Street', { state: 'open', reportedAt: ago(5) }),
  bin('b2', '2 Full Street', { state: 'full', reportedAt: ago(20) }),
  bin('b3', '3 Broken Street', { state: 'out_of_order', reportedAt: ago(180) }),
  bin('b4', '4 Stale Street', { state: 'full', reportedAt: ago(3 * 24 * 60) }),
  bin('b5', '5 Quiet Street', undefined),
];
const COUNTRY: Record<Locale, 'us' | 'uk' | 'ca' | 'fr' | 'jp'> = {
  'en-US': 'us',
  'en-GB': 'uk',
  'en-CA': 'ca',
  'fr-FR': 'fr',
  'ja-JP': 'jp',
};

/** The list's heading in each language. */
const LIST_TITLE: Record<Locale, string> = {
  'en-US': 'Pick-up bins',
  'en-GB': 'Pick-up bins',
  'en-CA': 'Pick-up bins',
  'fr-FR': 'Bacs de collecte',
  'ja-JP': '回収ボックス',
};

async function openLocator(locale: Locale, bins: readonly Bin[] = BINS, path = '/shop-and-return') {
  const app = await renderApp({ locale, path, arrange: (backend) => backend.setBins(COUNTRY[locale], bins) });
  const list = await screen.findByRole('region', { name: LIST_TITLE[locale] });
  await within(list).findByRole('list');
  await waitFor(() => expect(app.maps.current.pins.length).toBeGreaterThan(0));
  return { ...app, list };
}
const entryOf = (list: HTMLElement, details: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(details))!;

describe('a bin’s status on the locator (issue 21, point 2)', () => {
  it.each([
    [
      'en-US',
      'Full — reported 20 minutes ago',
      'Out of order — reported 3 hours ago',
      'Status unknown — last report 3 days ago',
      'Accepting returns — reported 5 minutes ago',
    ],
    [
      'en-GB',
      'Full — reported 20 minutes ago',
      'Out of order — reported 3 hours ago',
      'Status unknown — last report 3 days ago',
      'Accepting returns — reported 5 minutes ago',
    ],
    [
      'en-CA',
      'Full — reported 20 minutes ago',
      'Out of order — reported 3 hours ago',
      'Status unknown — last report 3 days ago',
      'Accepting returns — reported 5 minutes ago',
    ],
    [
      'fr-FR',
      'Plein — signalé il y a 20 minutes',
      'Hors service — signalé il y a 3 heures',
      'État inconnu — dernier signalement il y a 3 jours',
      'Accepte les retours — signalé il y a 5 minutes',
    ],
    // Japanese writes no space between a number and its unit (issue 44 point 8): 「20分前」, not Intl's 「20 分前」.
    ['ja-JP', '満杯（20分前に報告）', '故障中（3時間前に報告）', '状況不明（最終報告：3日前）', '回収受付中（5分前に報告）'],
  ] as const)(
    'in %s, the list and the pins say each status in words with its age; a bin without one says nothing',
    async (locale, full, broken, stale, open) => {
      const { list, maps } = await openLocator(locale);
      const text = (details: string) => entryOf(list, details).textContent?.replace(/\s/g, ' ');
      expect(text('2 Full Street')).toContain(full.replace(/\s/g, ' '));
      expect(text('3 Broken Street')).toContain(broken.replace(/\s/g, ' '));
      expect(text('4 Stale Street')).toContain(stale.replace(/\s/g, ' '));
      expect(text('1 Open Street')).toContain(open.replace(/\s/g, ' '));
      expect(text('5 Quiet Street')).toBe('Alpha Foods5 Quiet Street');
      const pin = (id: string) => maps.current.pins.find((p) => p.id === id);
      expect(pin('b2')).toMatchObject({ status: 'full' });
      expect(pin('b2')?.label.replace(/\s/g, ' ')).toContain(full.replace(/\s/g, ' '));
      expect(pin('b3')).toMatchObject({ status: 'out_of_order' });
      expect(pin('b4')).toMatchObject({ status: 'unknown' });
      expect(pin('b1')).toMatchObject({ status: 'open' });
      expect(pin('b5')).not.toHaveProperty('status');
    },
  );

  it('says it in the info window too', async () => {
    await openLocator('en-US', BINS, '/shop-and-return?id=b2&zoom=15');
    expect(await screen.findByRole('region', { name: 'Alpha Foods' })).toHaveTextContent('Full — reported 20 minutes ago');
  });

  it('“accepting returns now” hides the full and out-of-order bins from the list and the map, and keeps the others', async () => {
    const { list, maps, user } = await openLocator('en-US');
    await user.click(screen.getByRole('checkbox', { name: 'Only bins accepting returns now' }));
    await waitFor(() => expect(maps.current.pins.map((p) => p.id).sort()).toEqual(['b1', 'b4', 'b5']));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('status')).toHaveTextContent('3 bins');
    await user.click(screen.getByRole('checkbox', { name: 'Only bins accepting returns now' }));
    await waitFor(() => expect(maps.current.pins).toHaveLength(5));
  });

  it('closes the info window of a bin the filter hides', async () => {
    const { user } = await openLocator('en-US', BINS, '/shop-and-return?id=b2&zoom=15');
    await screen.findByRole('region', { name: 'Alpha Foods' });
    await user.click(screen.getByRole('checkbox', { name: 'Only bins accepting returns now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Alpha Foods' })).not.toBeInTheDocument());
  });

  it('without any status from the server, shows no badge and no filter: the locator as before', async () => {
    const plain = BINS.map(({ status: _, ...b }) => b);
    const { list, maps } = await openLocator('en-US', plain);
    expect(screen.queryByRole('checkbox', { name: 'Only bins accepting returns now' })).not.toBeInTheDocument();
    expect(entryOf(list, '2 Full Street').textContent).toBe('Alpha Foods2 Full Street');
    expect(maps.current.pins.every((p) => !('status' in p))).toBe(true);
  });
});
