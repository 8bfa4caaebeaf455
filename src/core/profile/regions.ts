import type { CountryCode } from '../content/locale';

/** A state, province or territory as an address carries it: its postal code ("DC", "ON") and its name. */
export interface Region {
  readonly code: string;
  readonly name: string;
}

const regions = (list: string): readonly Region[] =>
  list.split(';').map((entry) => {
    const [code = '', name = ''] = entry.split('=');
    return { code, name };
  });

/** The 50 states and the District of Columbia, by their USPS codes, in the order of their names. */
export const US_STATES: readonly Region[] = regions(
  'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
    'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;' +
    'KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;' +
    'MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;' +
    'NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;' +
    'PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;' +
    'VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
);

/** The 10 provinces and 3 territories, by their Canada Post codes, in the order of their names. */
export const CA_PROVINCES: readonly Region[] = regions(
  'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
    'NT=Northwest Territories;NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
    'SK=Saskatchewan;YT=Yukon',
);

/**
 * The markets whose "state" line is one of a fixed list, chosen rather than typed (issue 20): a
 * typo there sends mail astray, and a phone's picker is quicker than typing. Japan's prefectures
 * and the UK's optional county stay typed.
 */
export const REGION_LISTS: Readonly<Partial<Record<CountryCode, readonly Region[]>>> = { us: US_STATES, ca: CA_PROVINCES };

/**
 * The choices for a market's list, with the value already saved kept as a choice of its own when
 * the list does not hold it (an address written before the list, "California" in full): editing
 * the profile never drops what is saved.
 */
export function regionChoices(list: readonly Region[], saved: string): readonly Region[] {
  if (saved === '' || list.some((r) => r.code === saved)) return list;
  return [{ code: saved, name: saved }, ...list];
}
