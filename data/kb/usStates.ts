import type { ReferenceColumn } from '../../src/components/ReferenceTable/cells';

/** One of the 50 states of the United States. */
export interface UsState {
  name: string;
  /** Two-letter postal abbreviation. */
  postal: string;
  capital: string;
  /** Largest city, or null where the reference does not name one. */
  largestCity: string | null;
}

/** The 50 US states in alphabetical order. */
export const usStates: readonly UsState[] = [
  { name: 'Alabama', postal: 'AL', capital: 'Montgomery', largestCity: 'Birmingham' },
  { name: 'Alaska', postal: 'AK', capital: 'Juneau', largestCity: 'Anchorage' },
  { name: 'Arizona', postal: 'AZ', capital: 'Phoenix', largestCity: null },
  { name: 'Arkansas', postal: 'AR', capital: 'Little Rock', largestCity: null },
  { name: 'California', postal: 'CA', capital: 'Sacramento', largestCity: 'Los Angeles' },
  { name: 'Colorado', postal: 'CO', capital: 'Denver', largestCity: null },
  { name: 'Connecticut', postal: 'CT', capital: 'Hartford', largestCity: 'Bridgeport' },
  { name: 'Delaware', postal: 'DE', capital: 'Dover', largestCity: 'Wilmington' },
  { name: 'Florida', postal: 'FL', capital: 'Tallahassee', largestCity: 'Jacksonville' },
  { name: 'Georgia', postal: 'GA', capital: 'Atlanta', largestCity: null },
  { name: 'Hawaii', postal: 'HI', capital: 'Honolulu', largestCity: null },
  { name: 'Idaho', postal: 'ID', capital: 'Boise', largestCity: null },
  { name: 'Illinois', postal: 'IL', capital: 'Springfield', largestCity: 'Chicago' },
  { name: 'Indiana', postal: 'IN', capital: 'Indianapolis', largestCity: null },
  { name: 'Iowa', postal: 'IA', capital: 'Des Moines', largestCity: null },
  { name: 'Kansas', postal: 'KS', capital: 'Topeka', largestCity: 'Wichita' },
  { name: 'Kentucky', postal: 'KY', capital: 'Frankfort', largestCity: 'Louisville' },
  { name: 'Louisiana', postal: 'LA', capital: 'Baton Rouge', largestCity: 'New Orleans' },
  { name: 'Maine', postal: 'ME', capital: 'Augusta', largestCity: 'Portland' },
  { name: 'Maryland', postal: 'MD', capital: 'Annapolis', largestCity: 'Baltimore' },
  { name: 'Massachusetts', postal: 'MA', capital: 'Boston', largestCity: null },
  { name: 'Michigan', postal: 'MI', capital: 'Lansing', largestCity: 'Detroit' },
  { name: 'Minnesota', postal: 'MN', capital: 'St. Paul', largestCity: 'Minneapolis' },
  { name: 'Mississippi', postal: 'MS', capital: 'Jackson', largestCity: null },
  { name: 'Missouri', postal: 'MO', capital: 'Jefferson City', largestCity: 'Kansas City' },
  { name: 'Montana', postal: 'MT', capital: 'Helena', largestCity: 'Billings' },
  { name: 'Nebraska', postal: 'NE', capital: 'Lincoln', largestCity: 'Omaha' },
  { name: 'Nevada', postal: 'NV', capital: 'Carson City', largestCity: 'Las Vegas' },
  { name: 'New Hampshire', postal: 'NH', capital: 'Concord', largestCity: 'Manchester' },
  { name: 'New Jersey', postal: 'NJ', capital: 'Trenton', largestCity: 'Newark' },
  { name: 'New Mexico', postal: 'NM', capital: 'Santa Fe', largestCity: 'Albuquerque' },
  { name: 'New York', postal: 'NY', capital: 'Albany', largestCity: 'New York City' },
  { name: 'North Carolina', postal: 'NC', capital: 'Raleigh', largestCity: 'Charlotte' },
  { name: 'North Dakota', postal: 'ND', capital: 'Bismarck', largestCity: 'Fargo' },
  { name: 'Ohio', postal: 'OH', capital: 'Columbus', largestCity: null },
  { name: 'Oklahoma', postal: 'OK', capital: 'Oklahoma City', largestCity: null },
  { name: 'Oregon', postal: 'OR', capital: 'Salem', largestCity: 'Portland' },
  { name: 'Pennsylvania', postal: 'PA', capital: 'Harrisburg', largestCity: 'Philadelphia' },
  { name: 'Rhode Island', postal: 'RI', capital: 'Providence', largestCity: null },
  { name: 'South Carolina', postal: 'SC', capital: 'Columbia', largestCity: 'Charleston' },
  { name: 'South Dakota', postal: 'SD', capital: 'Pierre', largestCity: 'Sioux Falls' },
  { name: 'Tennessee', postal: 'TN', capital: 'Nashville', largestCity: null },
  { name: 'Texas', postal: 'TX', capital: 'Austin', largestCity: 'Houston' },
  { name: 'Utah', postal: 'UT', capital: 'Salt Lake City', largestCity: null },
  { name: 'Vermont', postal: 'VT', capital: 'Montpelier', largestCity: 'Burlington' },
  { name: 'Virginia', postal: 'VA', capital: 'Richmond', largestCity: 'Virginia Beach' },
  { name: 'Washington', postal: 'WA', capital: 'Olympia', largestCity: 'Seattle' },
  { name: 'West Virginia', postal: 'WV', capital: 'Charleston', largestCity: null },
  { name: 'Wisconsin', postal: 'WI', capital: 'Madison', largestCity: 'Milwaukee' },
  { name: 'Wyoming', postal: 'WY', capital: 'Cheyenne', largestCity: null },
];

/** Columns of the state table on the knowledge base page. */
export const usStateColumns: readonly ReferenceColumn<UsState>[] = [
  { key: 'name', header: 'State' },
  { key: 'postal', header: 'Postal code', code: true },
  { key: 'capital', header: 'Capital' },
  { key: 'largestCity', header: 'Largest city' },
];
