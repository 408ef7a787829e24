// The United States (spec 1: Matrona serves the US) and the cities of the care network.

const STATES: readonly [code: string, name: string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const states = STATES.map(([code, name], i) => ({ id: i + 1, name, slug: slug(name), code }));

const CITIES: readonly [state: string, names: string[]][] = [
  ['CA', ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Fresno', 'Sacramento', 'Oakland']],
  ['TX', ['Houston', 'San Antonio', 'Dallas', 'Austin', 'El Paso', 'Fort Worth']],
  ['FL', ['Miami', 'Orlando', 'Tampa', 'Jacksonville']],
  ['NY', ['New York', 'Buffalo', 'Rochester']],
  ['IL', ['Chicago', 'Aurora']],
  ['AZ', ['Phoenix', 'Tucson']],
  ['GA', ['Atlanta']],
  ['NM', ['Albuquerque', 'Las Cruces']],
  ['CO', ['Denver']],
  ['WA', ['Seattle']],
  ['NC', ['Charlotte', 'Raleigh']],
  ['PR', ['San Juan', 'Ponce']],
];

export const cities = CITIES.flatMap(([code, names]) => {
  const state = states.find((s) => s.code === code)!;
  return names.map((name) => ({ name, slug: slug(name), state_slug: state.slug }));
}).map((city, i) => ({ id: i + 1, ...city }));
