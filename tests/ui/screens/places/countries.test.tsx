import { act, screen, waitFor, within } from '@testing-library/react';
import { COUNTRIES, countryOf } from '../../../../src/core/places/country';
import { RecordingMapLoader } from '../../../../fakes/adapters/recording-map';
import { TOKENS } from '../../../../src/composition/tokens';
import { renderApp } from '../../../helpers/render-app';

async function openCountries(options: Parameters<typeof renderApp>[0] = {}, listName = 'Countries and languages') {
  const app = await renderApp({ path: '/countries', locale: 'en-US', ...options });
  const list = await screen.findByRole('region', { name: listName });
  return { ...app, list };
}

const entries = (list: HTMLElement) => within(within(list).getByRole('list')).getAllByRole('button');

describe('country selector', () => {
  it('lists the five countries with their flag, name and language, the current one marked', async () => {
    const { list } = await openCountries({ locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your country' })).toBeInTheDocument();
    expect(entries(list).map((b) => b.textContent)).toEqual([
      '🇨🇦CanadaEnglish',
      '🇫🇷FranceFrançais',
      '🇯🇵日本日本語',
      '🇬🇧United KingdomEnglishCurrent',
      '🇺🇸United StatesEnglish',
    ]);
    expect(
      entries(list)
        .filter((b) => b.getAttribute('aria-current') === 'true')
        .map((b) => b.textContent),
    ).toEqual(['🇬🇧United KingdomEnglishCurrent']);
    // Names and languages are spoken in their own language.
    expect(within(list).getByText('Français').closest('[lang]')).toHaveAttribute('lang', 'fr-FR');
  });

  it('shows one pin per country, spread apart where they would overlap, on a map opened on the current country that then shows all five', async () => {
    const { maps } = await openCountries({ locale: 'ja-JP' }, '国と言語');
    await waitFor(() => expect(maps.current.pins).toHaveLength(5));
    expect(maps.current.pins.map((p) => [p.id, p.point, p.label])).toEqual(
      COUNTRIES.map((c) => [c.locale, c.pin, `${c.name} — ${c.language}`]),
    );
    expect(maps.current.options.view).toEqual({ centre: countryOf('ja-JP').pin, zoom: 2 });
    // Five pins, never a cluster of two countries: London and Paris are a few pixels apart on a phone's world map.
    expect(maps.current.options.crowdedPins).toBe('spread');
    expect(maps.current.lastShownAll).toEqual(COUNTRIES.map((c) => c.pin));
    expect(maps.current.selected).toBe('ja-JP');
    expect(maps.current.options.label).toBe('Circuloをご利用いただける国の地図');
    expect(maps.current.options.controlLabels).toEqual({ zoomIn: '拡大', zoomOut: '縮小' });
  });

  it('choosing a country in the list switches to its language, remembers it and goes home', async () => {
    const { list, user, location, container } = await openCountries();
    await user.click(within(list).getByRole('button', { name: /France/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(container.get(TOKENS.LocaleStore).load()).toBe('fr-FR');
    expect(document.documentElement).toHaveAttribute('lang', 'fr-FR');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Choose your country');
  });

  it('choosing a pin on the map does the same', async () => {
    const { maps, location, container } = await openCountries();
    await waitFor(() => expect(maps.current.pins).toHaveLength(5));
    // Clicking beside the pins is not a choice.
    act(() => maps.current.closePopup());
    expect(location.history?.at(-1)).toBe('/countries');
    act(() => maps.current.clickPin('ja-JP'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(container.get(TOKENS.LocaleStore).load()).toBe('ja-JP');
  });

  it('the country route (/uk/countries) opens the selector in that country’s language', async () => {
    const { list } = await openCountries({ path: '/uk/countries', locale: 'fr-FR' });
    expect(entries(list).find((b) => b.getAttribute('aria-current') === 'true')).toHaveTextContent('United Kingdom');
  });

  it('without a map, the list still works', async () => {
    const broken = new RecordingMapLoader();
    broken.failWith(new Error('chunk'));
    const { list, user, location } = await openCountries({ overrides: { MapLoader: broken } });
    await user.click(within(list).getByRole('button', { name: /Canada/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });
});
