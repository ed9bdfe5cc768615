/**
 * The groups of the grouped tag index. Every tag is defined once, in `docs/tags.yml`; this file sorts only
 * the tags that are not topics: the providers (generated from the catalogue by `npm run generate`, and the
 * exchanges below), places and commodities. Every other tag of `docs/tags.yml` is a topic, so a new topic
 * tag is one edit of `docs/tags.yml`. A unit test checks that every tag listed here is defined there.
 */
import { providerTags } from './providerTags.generated';

export const tagGroupIds = ['providers', 'places', 'commodities', 'topics'] as const;
export type TagGroupId = (typeof tagGroupIds)[number];

export interface TagGroup {
  id: TagGroupId;
  /** Heading shown on the tag index. */
  label: string;
  /** One sentence under the heading. */
  description: string;
}

/** The groups in the order the tag index shows them. */
export const tagGroups: readonly TagGroup[] = [
  {
    id: 'providers',
    label: 'Providers and exchanges',
    description: 'Data vendors, exchanges, agencies and system operators whose data the platform loads.',
  },
  {
    id: 'places',
    label: 'Countries and regions',
    description: 'Countries, regions and market cities that data covers.',
  },
  {
    id: 'commodities',
    label: 'Commodities and assets',
    description: 'Commodities, products and asset classes, from power and gas to dairy and metals.',
  },
  {
    id: 'topics',
    label: 'Topics',
    description: 'Platform features, ODSL, APIs and tools, and kinds of market data such as futures or spot.',
  },
];

/** Exchanges of the CME group: they have a tag but no catalogue entry of their own. */
const exchangeTags: readonly string[] = ['cbot', 'nymex'];

const placeTags: readonly string[] = [
  'argentina',
  'asia',
  'australia',
  'austria',
  'belgium',
  'brazil',
  'bulgaria',
  'canada',
  'china',
  'countries',
  'country',
  'czech-republic',
  'denmark',
  'dubai',
  'europe',
  'france',
  'germany',
  'global',
  'great-britain',
  'greece',
  'hungary',
  'india',
  'italy',
  'london',
  'luxembourg',
  'malaysia',
  'minneapolis',
  'netherlands',
  'new-zealand',
  'north-america',
  'norway',
  'oceania',
  'paris',
  'poland',
  'portugal',
  'romania',
  'slovakia',
  'slovenia',
  'south-america',
  'spain',
  'switzerland',
  'united-arab-emirates',
  'united-kingdom',
  'united-states',
];

const commodityTags: readonly string[] = [
  'agriculture',
  'aluminium',
  'barley',
  'beef',
  'biodiesel',
  'biofuel',
  'butter',
  'casein',
  'cheese',
  'coal',
  'coffee',
  'corn',
  'cotton',
  'crude',
  'dairy',
  'eggs',
  'emission',
  'energy',
  'ethanol',
  'finance',
  'fish',
  'freight',
  'fx',
  'gas',
  'gold',
  'grains',
  'hfcs',
  'ir',
  'meat',
  'metals',
  'milk',
  'milling-wheat',
  'molasses',
  'oil',
  'palladium',
  'palm-oil-products',
  'pig',
  'platinum',
  'poultry',
  'power',
  'products',
  'pulses',
  'rapeseed',
  'raw-sugar',
  'renewables',
  'rice',
  'roots',
  'seeds',
  'sheep',
  'silver',
  'smp',
  'soybean',
  'sugar',
  'sugar-beet',
  'sugar-cane',
  'weather',
  'wheat',
  'whey',
  'white-sugar',
  'wmp',
];

/** Keys of `docs/tags.yml` in each group but topics, which holds every other tag. */
export const listedTags: Readonly<Record<Exclude<TagGroupId, 'topics'>, readonly string[]>> = {
  providers: [...providerTags, ...exchangeTags],
  places: placeTags,
  commodities: commodityTags,
};

const groupOfTag = new Map<string, TagGroupId>(
  Object.entries(listedTags).flatMap(([id, tags]) =>
    tags.map((tag): [string, TagGroupId] => [tag, id as TagGroupId]),
  ),
);

/** The group of a tag key of `docs/tags.yml`: the group that lists it, or topics. */
export function tagGroupOf(tag: string): TagGroupId {
  return groupOfTag.get(tag) ?? 'topics';
}
