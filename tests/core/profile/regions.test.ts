// Issue 20, point 6: the US states and the Canadian provinces as lists.
import { CA_PROVINCES, regionChoices, US_STATES } from '../../../src/core/profile/regions';

describe('the lists of states and provinces', () => {
  it('hold the 50 states and DC, the 10 provinces and 3 territories, each code once, as postal codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CA_PROVINCES).toHaveLength(13);
    for (const list of [US_STATES, CA_PROVINCES]) {
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      expect(list.every((r) => /^[A-Z]{2}$/.test(r.code) && r.name.length > 2)).toBe(true);
    }
    expect(US_STATES.find((r) => r.code === 'DC')?.name).toBe('District of Columbia');
    expect(CA_PROVINCES.find((r) => r.code === 'QC')?.name).toBe('Quebec');
  });

  it('are in the order of their names, as a customer looks for one', () => {
    for (const list of [US_STATES, CA_PROVINCES]) {
      const names = list.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('keep a saved value the list does not hold as a choice of its own, so an edit never drops it', () => {
    expect(regionChoices(US_STATES, 'Puerto Rico')[0]).toEqual({ code: 'Puerto Rico', name: 'Puerto Rico' });
    expect(regionChoices(US_STATES, 'Puerto Rico')).toHaveLength(52);
    expect(regionChoices(US_STATES, 'MD')).toBe(US_STATES);
    expect(regionChoices(US_STATES, '')).toBe(US_STATES);
  });
});
