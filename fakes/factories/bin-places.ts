import type { CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import type { GeoPoint } from '../../src/core/places/country';

/**
 * Where the demo's pick-up bins are: real neighbourhoods of each market's cities, with real street
 * names and post codes, written as that market's people write an address. The retailers are made up.
 * France, the United States and Japan have several retailers (the locator shows its retailer filter);
 * the United Kingdom and Canada have one (it does not). Data only: how each market writes an address
 * is bin-addresses.ts.
 */
export type Retailer = Bin['retailer'];

/** A place in a neighbourhood, before its house number: what the address is built from. */
export interface Street {
  /** The street (Japan: the district, 町名, whose blocks are numbered). */
  readonly name: string;
  /** The post code (UK, Canada: the outward part / forward sortation area; the rest is drawn). */
  readonly postcode: string;
  /** How it is read, in hiragana (Japan). */
  readonly reading?: string;
}

export interface Area {
  /** Part of the bins' ids: `<country>-<key>-<n>`, the same whatever the seed. */
  readonly key: string;
  /** The city as addresses write it (Japan: prefecture, city and ward). */
  readonly city: string;
  /** Province or state, where addresses carry one. */
  readonly region?: string;
  /** How the city is read, in hiragana (Japan). */
  readonly reading?: string;
  readonly centre: GeoPoint;
  /** Standard deviation of the bins around the centre, in metres (a neighbourhood's size). */
  readonly spreadM: number;
  readonly streets: readonly Street[];
}

export interface MarketPlaces {
  readonly retailers: readonly Retailer[];
  readonly areas: readonly Area[];
  /** Where in the shop the bin stands, in the market's language. */
  readonly spots: readonly string[];
}

const street = (name: string, postcode: string, reading?: string): Street => ({ name, postcode, ...(reading ? { reading } : {}) });

const FR: MarketPlaces = {
  retailers: [
    { id: 'fr-marche-vert', name: 'Le Marché Vert' },
    { id: 'fr-epicerie-circulaire', name: 'Épicerie Circulaire' },
    { id: 'fr-comptoir-vrac', name: 'Le Comptoir du Vrac' },
  ],
  areas: [
    {
      key: 'paris-oberkampf',
      city: 'Paris',
      centre: { lat: 48.865, lng: 2.378 },
      spreadM: 450,
      streets: [
        street('rue Oberkampf', '75011'),
        street('rue de la Roquette', '75011'),
        street('boulevard Voltaire', '75011'),
        street('rue Jean-Pierre-Timbaud', '75011'),
        street('avenue Parmentier', '75011'),
      ],
    },
    {
      key: 'paris-marais',
      city: 'Paris',
      centre: { lat: 48.859, lng: 2.359 },
      spreadM: 400,
      streets: [
        street('rue des Francs-Bourgeois', '75004'),
        street('rue Vieille-du-Temple', '75004'),
        street('rue de Bretagne', '75003'),
        street('rue des Archives', '75003'),
        street('rue Rambuteau', '75003'),
      ],
    },
    {
      key: 'paris-montmartre',
      city: 'Paris',
      centre: { lat: 48.8867, lng: 2.3431 },
      spreadM: 400,
      streets: [
        street('rue Lepic', '75018'),
        street('rue des Abbesses', '75018'),
        street('rue Caulaincourt', '75018'),
        street('rue Custine', '75018'),
        street('rue Ordener', '75018'),
      ],
    },
    {
      key: 'paris-batignolles',
      city: 'Paris',
      centre: { lat: 48.8866, lng: 2.3183 },
      spreadM: 400,
      streets: [
        street('rue des Dames', '75017'),
        street('rue Legendre', '75017'),
        street('rue Lemercier', '75017'),
        street('avenue de Clichy', '75017'),
        street('rue des Moines', '75017'),
      ],
    },
    {
      key: 'paris-butte-aux-cailles',
      city: 'Paris',
      centre: { lat: 48.827, lng: 2.35 },
      spreadM: 450,
      streets: [
        street('rue de la Butte-aux-Cailles', '75013'),
        street('rue Bobillot', '75013'),
        street('avenue d’Italie', '75013'),
        street('rue de Tolbiac', '75013'),
        street('boulevard Auguste-Blanqui', '75013'),
      ],
    },
    {
      key: 'lyon-presquile',
      city: 'Lyon',
      centre: { lat: 45.7605, lng: 4.8345 },
      spreadM: 400,
      streets: [
        street('rue de la République', '69002'),
        street('rue Mercière', '69002'),
        street('rue Victor-Hugo', '69002'),
        street('rue du Président-Édouard-Herriot', '69002'),
      ],
    },
    {
      key: 'lyon-croix-rousse',
      city: 'Lyon',
      centre: { lat: 45.7755, lng: 4.8295 },
      spreadM: 400,
      streets: [
        street('boulevard de la Croix-Rousse', '69004'),
        street('Grande Rue de la Croix-Rousse', '69004'),
        street('rue d’Austerlitz', '69004'),
        street('rue Dumenge', '69004'),
      ],
    },
    {
      key: 'lyon-part-dieu',
      city: 'Lyon',
      centre: { lat: 45.7605, lng: 4.8575 },
      spreadM: 500,
      streets: [
        street('cours Lafayette', '69003'),
        street('rue Paul-Bert', '69003'),
        street('rue Garibaldi', '69003'),
        street('boulevard Vivier-Merle', '69003'),
      ],
    },
  ],
  spots: ['à l’entrée du magasin', 'près des caisses', 'au fond du magasin, rayon vrac', 'sous le porche, à gauche de l’entrée'],
};

const UK: MarketPlaces = {
  retailers: [{ id: 'uk-hedgerow', name: 'Hedgerow Grocers' }],
  areas: [
    {
      key: 'london-islington',
      city: 'London',
      centre: { lat: 51.539, lng: -0.103 },
      spreadM: 500,
      streets: [street('Upper Street', 'N1'), street('Essex Road', 'N1'), street('Liverpool Road', 'N1'), street('Cross Street', 'N1')],
    },
    {
      key: 'london-camden',
      city: 'London',
      centre: { lat: 51.539, lng: -0.1426 },
      spreadM: 450,
      streets: [
        street('Camden High Street', 'NW1'),
        street('Parkway', 'NW1'),
        street('Kentish Town Road', 'NW1'),
        street('Chalk Farm Road', 'NW1'),
      ],
    },
    {
      key: 'london-brixton',
      city: 'London',
      centre: { lat: 51.4613, lng: -0.1156 },
      spreadM: 450,
      streets: [
        street('Brixton Road', 'SW9'),
        street('Coldharbour Lane', 'SW9'),
        street('Acre Lane', 'SW2'),
        street('Atlantic Road', 'SW9'),
      ],
    },
    {
      key: 'london-hackney',
      city: 'London',
      centre: { lat: 51.545, lng: -0.0553 },
      spreadM: 450,
      streets: [street('Mare Street', 'E8'), street('Well Street', 'E9'), street('Morning Lane', 'E9'), street('Amhurst Road', 'E8')],
    },
    {
      key: 'manchester-northern-quarter',
      city: 'Manchester',
      centre: { lat: 53.484, lng: -2.236 },
      spreadM: 350,
      streets: [street('Oldham Street', 'M1'), street('Thomas Street', 'M4'), street('Tib Street', 'M4'), street('Church Street', 'M4')],
    },
    {
      key: 'manchester-didsbury',
      city: 'Manchester',
      centre: { lat: 53.4168, lng: -2.231 },
      spreadM: 500,
      streets: [street('Wilmslow Road', 'M20'), street('School Lane', 'M20'), street('Barlow Moor Road', 'M20')],
    },
    {
      key: 'manchester-chorlton',
      city: 'Manchester',
      centre: { lat: 53.442, lng: -2.277 },
      spreadM: 450,
      streets: [street('Beech Road', 'M21'), street('Manchester Road', 'M21'), street('Wilbraham Road', 'M21')],
    },
  ],
  spots: ['by the entrance', 'next to the tills', 'at the back, by the refill station', 'in the car park, by the trolley bay'],
};

const CA: MarketPlaces = {
  retailers: [{ id: 'ca-maple-lane', name: 'Maple Lane Market' }],
  areas: [
    {
      key: 'toronto-kensington',
      city: 'Toronto',
      region: 'ON',
      centre: { lat: 43.6547, lng: -79.4005 },
      spreadM: 400,
      streets: [
        street('Augusta Avenue', 'M5T'),
        street('Kensington Avenue', 'M5T'),
        street('Baldwin Street', 'M5T'),
        street('Spadina Avenue', 'M5T'),
      ],
    },
    {
      key: 'toronto-leslieville',
      city: 'Toronto',
      region: 'ON',
      centre: { lat: 43.663, lng: -79.33 },
      spreadM: 450,
      streets: [street('Queen Street East', 'M4M'), street('Carlaw Avenue', 'M4M'), street('Jones Avenue', 'M4M')],
    },
    {
      key: 'montreal-plateau',
      city: 'Montréal',
      region: 'QC',
      centre: { lat: 45.523, lng: -73.583 },
      spreadM: 450,
      streets: [
        street('Rue Saint-Denis', 'H2J'),
        street('Avenue du Mont-Royal Est', 'H2J'),
        street('Boulevard Saint-Laurent', 'H2T'),
        street('Rue Rachel Est', 'H2J'),
      ],
    },
    {
      key: 'montreal-mile-end',
      city: 'Montréal',
      region: 'QC',
      centre: { lat: 45.524, lng: -73.6 },
      spreadM: 350,
      streets: [street('Rue Saint-Viateur Ouest', 'H2T'), street('Avenue Fairmount Ouest', 'H2T'), street('Rue Bernard Ouest', 'H2V')],
    },
    {
      key: 'vancouver-kitsilano',
      city: 'Vancouver',
      region: 'BC',
      centre: { lat: 49.266, lng: -123.165 },
      spreadM: 400,
      streets: [street('West 4th Avenue', 'V6K'), street('West Broadway', 'V6K'), street('Yew Street', 'V6K')],
    },
    {
      key: 'vancouver-mount-pleasant',
      city: 'Vancouver',
      region: 'BC',
      centre: { lat: 49.263, lng: -123.1 },
      spreadM: 400,
      streets: [street('Main Street', 'V5T'), street('East Broadway', 'V5T'), street('Kingsway', 'V5T')],
    },
    {
      key: 'ottawa-byward',
      city: 'Ottawa',
      region: 'ON',
      centre: { lat: 45.4283, lng: -75.6925 },
      spreadM: 350,
      streets: [
        street('Rideau Street', 'K1N'),
        street('Dalhousie Street', 'K1N'),
        street('Clarence Street', 'K1N'),
        street('York Street', 'K1N'),
      ],
    },
  ],
  spots: ['by the entrance', 'next to the checkout', 'at the back, by the bulk aisle', 'in the vestibule, left of the doors'],
};

const US: MarketPlaces = {
  retailers: [
    { id: 'us-greenleaf', name: 'Greenleaf Market' },
    { id: 'us-corner-pantry', name: 'Corner Pantry' },
    { id: 'us-harbor-coop', name: 'Harbor Foods Co-op' },
  ],
  areas: [
    {
      key: 'nyc-park-slope',
      city: 'Brooklyn',
      region: 'NY',
      centre: { lat: 40.671, lng: -73.978 },
      spreadM: 450,
      streets: [
        street('7th Avenue', '11215'),
        street('5th Avenue', '11215'),
        street('Union Street', '11215'),
        street('Flatbush Avenue', '11217'),
      ],
    },
    {
      key: 'nyc-east-village',
      city: 'New York',
      region: 'NY',
      centre: { lat: 40.7265, lng: -73.9815 },
      spreadM: 350,
      streets: [
        street('Avenue A', '10009'),
        street('East 7th Street', '10003'),
        street('1st Avenue', '10009'),
        street('St Marks Place', '10003'),
      ],
    },
    {
      key: 'nyc-astoria',
      city: 'Astoria',
      region: 'NY',
      centre: { lat: 40.764, lng: -73.923 },
      spreadM: 450,
      streets: [
        street('Steinway Street', '11103'),
        street('30th Avenue', '11102'),
        street('Broadway', '11106'),
        street('Ditmars Boulevard', '11105'),
      ],
    },
    {
      key: 'sf-mission',
      city: 'San Francisco',
      region: 'CA',
      centre: { lat: 37.7599, lng: -122.4148 },
      spreadM: 450,
      streets: [
        street('Valencia Street', '94110'),
        street('Mission Street', '94110'),
        street('24th Street', '94110'),
        street('Guerrero Street', '94110'),
      ],
    },
    {
      key: 'sf-inner-sunset',
      city: 'San Francisco',
      region: 'CA',
      centre: { lat: 37.763, lng: -122.467 },
      spreadM: 350,
      streets: [street('Irving Street', '94122'), street('9th Avenue', '94122'), street('Judah Street', '94122')],
    },
    {
      key: 'chicago-wicker-park',
      city: 'Chicago',
      region: 'IL',
      centre: { lat: 41.9088, lng: -87.6796 },
      spreadM: 450,
      streets: [
        street('Milwaukee Avenue', '60622'),
        street('North Avenue', '60622'),
        street('Damen Avenue', '60622'),
        street('Division Street', '60622'),
      ],
    },
    {
      key: 'chicago-logan-square',
      city: 'Chicago',
      region: 'IL',
      centre: { lat: 41.923, lng: -87.708 },
      spreadM: 450,
      streets: [street('Logan Boulevard', '60647'), street('Kedzie Avenue', '60647'), street('Fullerton Avenue', '60647')],
    },
    {
      key: 'dc-dupont-circle',
      city: 'Washington',
      region: 'DC',
      centre: { lat: 38.9097, lng: -77.0434 },
      spreadM: 400,
      streets: [
        street('17th Street NW', '20036'),
        street('P Street NW', '20036'),
        street('Connecticut Avenue NW', '20009'),
        street('18th Street NW', '20009'),
      ],
    },
  ],
  spots: ['by the entrance', 'next to the checkout lanes', 'at the back, by the bulk aisle', 'at the customer service desk'],
};

const JP: MarketPlaces = {
  retailers: [
    { id: 'jp-midori-mart', name: 'みどりマート' },
    { id: 'jp-sakura-shokuhin', name: 'さくら食品館' },
    { id: 'jp-machikado', name: 'まちかど商店' },
  ],
  areas: [
    {
      key: 'tokyo-jingumae',
      city: '東京都渋谷区',
      reading: 'とうきょうと しぶやく',
      centre: { lat: 35.669, lng: 139.706 },
      spreadM: 400,
      streets: [street('神宮前', '150-0001', 'じんぐうまえ')],
    },
    {
      key: 'tokyo-nishi-shinjuku',
      city: '東京都新宿区',
      reading: 'とうきょうと しんじゅくく',
      centre: { lat: 35.692, lng: 139.692 },
      spreadM: 450,
      streets: [street('西新宿', '160-0023', 'にししんじゅく')],
    },
    {
      key: 'tokyo-asakusa',
      city: '東京都台東区',
      reading: 'とうきょうと たいとうく',
      centre: { lat: 35.7148, lng: 139.7967 },
      spreadM: 350,
      streets: [street('浅草', '111-0032', 'あさくさ')],
    },
    {
      key: 'tokyo-sangenjaya',
      city: '東京都世田谷区',
      reading: 'とうきょうと せたがやく',
      centre: { lat: 35.6437, lng: 139.671 },
      spreadM: 400,
      streets: [street('三軒茶屋', '154-0024', 'さんげんぢゃや')],
    },
    {
      key: 'tokyo-nakano',
      city: '東京都中野区',
      reading: 'とうきょうと なかのく',
      centre: { lat: 35.7073, lng: 139.6657 },
      spreadM: 400,
      streets: [street('中野', '164-0001', 'なかの')],
    },
    {
      key: 'osaka-umeda',
      city: '大阪府大阪市北区',
      reading: 'おおさかふ おおさかし きたく',
      centre: { lat: 34.7025, lng: 135.4959 },
      spreadM: 400,
      streets: [street('梅田', '530-0001', 'うめだ')],
    },
    {
      key: 'osaka-namba',
      city: '大阪府大阪市中央区',
      reading: 'おおさかふ おおさかし ちゅうおうく',
      centre: { lat: 34.667, lng: 135.501 },
      spreadM: 400,
      streets: [street('難波', '542-0076', 'なんば'), street('心斎橋筋', '542-0085', 'しんさいばしすじ')],
    },
    {
      key: 'osaka-abeno',
      city: '大阪府大阪市阿倍野区',
      reading: 'おおさかふ おおさかし あべのく',
      centre: { lat: 34.646, lng: 135.514 },
      spreadM: 350,
      streets: [street('阿倍野筋', '545-0052', 'あべのすじ')],
    },
  ],
  spots: ['店舗入口横', 'レジ付近', '店内奥の量り売り売場', '駐輪場側の出入口'],
};

export const MARKET_PLACES: Readonly<Record<CountryCode, MarketPlaces>> = { us: US, uk: UK, ca: CA, fr: FR, jp: JP };
