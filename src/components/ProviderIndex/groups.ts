import { commodityGroups, type CommodityGroup, type Provider } from '../../../data/providers/types';

/** Providers grouped by their main (first listed) commodity group, in group order. */
export function groupByMainCommodity(all: readonly Provider[]): [CommodityGroup, Provider[]][] {
  return commodityGroups
    .map((group): [CommodityGroup, Provider[]] => [
      group,
      all.filter((provider) => provider.commodities[0] === group),
    ])
    .filter(([, members]) => members.length > 0);
}
