import { BrowserGeolocator } from '../../src/adapters/browser/browser-geolocator';

type Answer = (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void;

/** Puts a geolocation on the navigator that answers as given, and returns the options it was asked with. */
function stubGeolocation(answer: Answer | null): { options: PositionOptions[] } {
  const asked = { options: [] as PositionOptions[] };
  const geolocation = answer && {
    getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => {
      if (options) asked.options.push(options);
      answer(success, failure, options);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation ?? undefined, configurable: true });
  return asked;
}

const failure = (code: number) =>
  ({ code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('BrowserGeolocator', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('gives the position the browser finds, asking with its time limit', async () => {
    const asked = stubGeolocation((success) => success({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition));
    await expect(new BrowserGeolocator(5000).current()).resolves.toEqual({ ok: true, value: { lat: 48.85, lng: 2.35 } });
    expect(asked.options[0]?.timeout).toBe(5000);
  });

  it('tells a refusal from a position that cannot be found or comes too late', async () => {
    stubGeolocation((_, fail) => fail(failure(1)));
    await expect(new BrowserGeolocator().current()).resolves.toEqual({ ok: false, error: 'denied' });
    stubGeolocation((_, fail) => fail(failure(2)));
    await expect(new BrowserGeolocator().current()).resolves.toEqual({ ok: false, error: 'unavailable' });
    stubGeolocation((_, fail) => fail(failure(3)));
    await expect(new BrowserGeolocator().current()).resolves.toEqual({ ok: false, error: 'unavailable' });
  });

  it('answers "unavailable" when the browser has no geolocation or throws', async () => {
    stubGeolocation(null);
    await expect(new BrowserGeolocator().current()).resolves.toEqual({ ok: false, error: 'unavailable' });
    stubGeolocation(() => {
      throw new Error('blocked by permissions policy');
    });
    await expect(new BrowserGeolocator().current()).resolves.toEqual({ ok: false, error: 'unavailable' });
  });
});
