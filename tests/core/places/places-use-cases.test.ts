import { FakeBinsGateway } from '../../../fakes/adapters/fake-bins-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import type { Bin } from '../../../src/core/places/bin';
import type { BinsGateway } from '../../../src/core/places/ports/bins-gateway.port';
import type { GeoPoint } from '../../../src/core/places/country';
import type { GeolocationFailure, GeolocationPermission, Geolocator } from '../../../src/core/places/ports/geolocator.port';
import { ListMarketBins } from '../../../src/core/places/use-cases/list-market-bins';
import { LocateIfAllowed } from '../../../src/core/places/use-cases/locate-if-allowed';
import { LocateCustomer } from '../../../src/core/places/use-cases/locate-customer';
import { err, ok, type Result } from '../../../src/core/shared/result';

const SHOP = { id: 'r-1', name: 'Épicerie' };
const RIVOLI: Bin = { id: 'f1', lat: 48.85, lng: 2.35, details: '12 rue de Rivoli', retailer: SHOP };

describe('ListMarketBins', () => {
  const NOW = new Date('2026-05-04T14:05:00Z');
  const clock = { now: () => NOW };
  const setup = (arrange: (backend: InMemoryBackend) => void = () => undefined) => {
    const backend = new InMemoryBackend();
    arrange(backend);
    return new ListMarketBins(new FakeBinsGateway(backend, new SessionRenewal(new MemoryTokenStore())), clock);
  };

  it('says a fresh answer was received now, and a kept copy when the server gave it', async () => {
    const yesterday = new Date('2026-05-03T09:30:00Z');
    const kept: BinsGateway = {
      sendReport: async () => err({ code: 'not_available' }),
      list: async () => ok({ bins: [RIVOLI], dropped: 0, receivedAt: yesterday, kept: true }),
    };
    expect(await new ListMarketBins(kept, clock).execute('fr')).toEqual(
      ok({ bins: [RIVOLI], dropped: 0, receivedAt: yesterday, kept: true }),
    );
    const fresh: BinsGateway = {
      sendReport: async () => err({ code: 'not_available' }),
      list: async () => ok({ bins: [RIVOLI], dropped: 0 }),
    };
    expect(await new ListMarketBins(fresh, clock).execute('fr')).toEqual(ok({ bins: [RIVOLI], dropped: 0, receivedAt: NOW }));
  });

  it('gives the bins of the market asked for, and only those', async () => {
    const list = setup((backend) => {
      backend.setBins('fr', [RIVOLI]);
      backend.setBins('us', [{ ...RIVOLI, id: 'u1' }]);
    });
    expect(await list.execute('fr')).toEqual(ok({ bins: [RIVOLI], dropped: 0, receivedAt: NOW }));
  });

  it('keeps the bins it can show and counts those at impossible coordinates', async () => {
    const list = setup((backend) => backend.setBins('fr', [RIVOLI, { ...RIVOLI, id: 'pole', lat: 91 }]));
    expect(await list.execute('fr')).toEqual(ok({ bins: [RIVOLI], dropped: 1, receivedAt: NOW }));
  });

  it('an empty market is no error', async () => {
    expect(await setup().execute('jp')).toEqual(ok({ bins: [], dropped: 0, receivedAt: NOW }));
  });

  it('says why the server could not answer', async () => {
    const list = setup((backend) => backend.failNext('server_error', { call: 'listBins' }));
    const answer = await list.execute('fr');
    expect(answer.ok ? null : answer.error.code).toBe('server_error');
  });
});

describe('LocateCustomer', () => {
  const answering = (answer: Result<GeoPoint, GeolocationFailure>) => {
    const asked: string[] = [];
    const geolocator: Geolocator = { current: async () => (asked.push('asked'), answer), permission: async () => 'prompt' };
    return { locate: new LocateCustomer(geolocator), asked };
  };

  it('gives the position the device found', async () => {
    const { locate, asked } = answering(ok({ lat: 48.8566, lng: 2.3522 }));
    expect(asked).toEqual([]);
    expect(await locate.execute()).toEqual(ok({ lat: 48.8566, lng: 2.3522 }));
    expect(asked).toEqual(['asked']);
  });

  it.each(['denied', 'unavailable'] as const)('says when it is %s', async (failure) => {
    expect(await answering(err(failure)).locate.execute()).toEqual(err(failure));
  });

  it.each([
    { lat: 91, lng: 0 },
    { lat: 0, lng: Number.NaN },
  ])('takes a position no place on Earth has (%o) for none', async (point) => {
    expect(await answering(ok(point)).locate.execute()).toEqual(err('unavailable'));
  });
});

describe('LocateIfAllowed (spec §2: centred on the customer if permitted)', () => {
  const with_ = (permission: GeolocationPermission) => {
    const asked: string[] = [];
    const geolocator: Geolocator = {
      current: async () => (asked.push('asked'), ok({ lat: 35.658, lng: 139.7016 })),
      permission: async () => permission,
    };
    return { locate: new LocateIfAllowed(geolocator), asked };
  };

  it('gives the position when the browser already allows it', async () => {
    const { locate, asked } = with_('granted');
    expect(await locate.execute()).toEqual(ok({ lat: 35.658, lng: 139.7016 }));
    expect(asked).toEqual(['asked']);
  });

  it.each(['prompt', 'denied', 'unknown'] as const)('asks nothing when the permission is %s (no prompt on opening)', async (permission) => {
    const { locate, asked } = with_(permission);
    expect(await locate.execute()).toBeNull();
    expect(asked).toEqual([]);
  });
});
