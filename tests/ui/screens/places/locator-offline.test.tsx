// Issue 21, point 4: the locator says when the bins it shows are the copy the device kept (offline),
// and as of when; the service worker's new version is offered, never put in place unasked.
import { act, screen, within } from '@testing-library/react';
import type { ManualAppUpdates } from '../../../../fakes/adapters/manual-app-updates';
import { TEST_TODAY } from '../../../../src/composition/bindings/test';
import { TOKENS } from '../../../../src/composition/tokens';
import type { Bin } from '../../../../src/core/places/bin';
import type { BinsGateway } from '../../../../src/core/places/ports/bins-gateway.port';
import { err, ok } from '../../../../src/core/shared/result';

/** Reports are not what these tests are about. */
const NO_REPORTS = { sendReport: async () => err({ code: 'not_available' as const }) };
import { renderApp } from '../../../helpers/render-app';

const SHOP = { id: 'r-1', name: 'Épicerie Martin' };
const RIVOLI: Bin = { id: 'f1', lat: 48.8606, lng: 2.3376, details: '12 rue de Rivoli', retailer: SHOP };

/** 14:05 on the tests' today, in the machine's time zone (the notice shows the customer's clock). */
const at = (hours: number, minutes: number, daysBefore = 0) => {
  const date = new Date(TEST_TODAY);
  date.setDate(date.getDate() - daysBefore);
  date.setHours(hours, minutes, 0, 0);
  return date;
};

// Testing Library reads the French no-break spaces as plain ones.

/** The device's connection as the browser reports it (navigator.onLine and its events). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const keptCopy = (receivedAt: Date): BinsGateway => ({
  ...NO_REPORTS,
  list: async () => ok({ bins: [RIVOLI], dropped: 0, receivedAt, kept: true }),
});

async function openLocator(bins?: BinsGateway) {
  const app = await renderApp({
    locale: 'fr-FR',
    path: '/shop-and-return',
    arrange: (backend) => backend.setBins('fr', [RIVOLI]),
    ...(bins ? { overrides: { BinsGateway: bins } } : {}),
  });
  const list = await screen.findByRole('region', { name: 'Bacs de collecte' });
  await within(list).findByRole('list');
  return app;
}

afterEach(() => setOnline(true));

describe('the locator offline', () => {
  it('shows the kept bins and says since when, in the customer’s language', async () => {
    await openLocator(keptCopy(at(14, 5)));
    expect(screen.getByText('Hors ligne : bacs tels qu’à 14:05.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bacs de collecte' })).getByText(/12 rue de Rivoli/)).toBeInTheDocument();
  });

  it('names the day when the copy is from another day', async () => {
    await openLocator(keptCopy(at(9, 30, 2)));
    expect(screen.getByText('Hors ligne : bacs tels qu’au 19 nov. 2026 à 09:30.')).toBeInTheDocument();
  });

  it('says nothing about a fresh answer online, and says offline when the device loses its network', async () => {
    await openLocator();
    expect(screen.queryByText(/Hors ligne/)).not.toBeInTheDocument();
    setOnline(false);
    const fresh = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(TEST_TODAY);
    expect(await screen.findByText(`Hors ligne : bacs tels qu’à ${fresh}.`)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(/Hors ligne/)).not.toBeInTheDocument();
  });

  it('reads the bins again once the device is back online, and the notice leaves with the copy', async () => {
    let kept = true;
    const gateway: BinsGateway = {
      ...NO_REPORTS,
      list: async () => ok({ bins: [RIVOLI], dropped: 0, ...(kept ? { receivedAt: at(14, 5), kept: true } : {}) }),
    };
    setOnline(false);
    await openLocator(gateway);
    expect(screen.getByText(/Hors ligne/)).toBeInTheDocument();
    kept = false;
    setOnline(true);
    await act(async () => undefined);
    expect(await screen.findByRole('region', { name: 'Bacs de collecte' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText(/Hors ligne/)).not.toBeInTheDocument());
  });
});

describe('a new version of the app', () => {
  it('is offered, and put in place only when the customer says so', async () => {
    const { container, user } = await renderApp({ locale: 'en-GB', path: '/faq' });
    const updates = container.get(TOKENS.AppUpdates) as ManualAppUpdates;
    expect(screen.queryByText('A new version of Circulo is ready.')).not.toBeInTheDocument();
    act(() => updates.offer());
    const prompt = (await screen.findByText('A new version of Circulo is ready.')).closest('[role="status"]') as HTMLElement;
    expect(updates.applied).toBe(0);
    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of Circulo is ready.')).not.toBeInTheDocument();
    expect(updates.applied).toBe(0);
    act(() => updates.offer());
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(updates.applied).toBe(1);
  });

  it('links the installed app’s manifest in the interface language', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest/fr-FR.webmanifest';
    document.head.append(link);
    try {
      await renderApp({ locale: 'ja-JP', path: '/faq' });
      await vi.waitFor(() => expect(link.getAttribute('href')).toBe('/manifest/ja-JP.webmanifest'));
    } finally {
      link.remove();
    }
  });
});
