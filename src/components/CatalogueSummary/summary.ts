import { commodityGroups, type CommodityGroup, type Provider } from '../../../data/providers/types';

export interface GroupSummary {
  group: CommodityGroup;
  providers: number;
  datasets: number;
  free: number;
  byol: number;
}

/** Per commodity group: how many providers cover it, their datasets, and how many are free or BYOL. */
export function summariseByGroup(all: readonly Provider[]): GroupSummary[] {
  return commodityGroups
    .map((group) => {
      const members = all.filter((provider) => provider.commodities.includes(group));
      return {
        group,
        providers: members.length,
        datasets: members.reduce((sum, provider) => sum + provider.datasets.length, 0),
        free: members.filter((provider) => provider.distribution === 'FREE').length,
        byol: members.filter(
          (provider) => provider.distribution === 'BYOL' || provider.distribution === 'MIXED',
        ).length,
      };
    })
    .filter((summary) => summary.providers > 0);
}
