import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

type PresetOptions = {
  docs: Record<string, unknown> | false;
  blog: Record<string, unknown>;
  gtag?: { trackingID: string; anonymizeIP: boolean };
};

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../../../docusaurus.config')).default;
}

const presetOptions = (config: Config) => (config.presets?.[0] as [string, PresetOptions])[1];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('serves one English, left-to-right locale from / with the v4 and Faster flags on', async () => {
    const config = await loadConfig();
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
    expect(config.i18n?.localeConfigs?.en?.direction).toBe('ltr');
    // Read loosely: Docusaurus 3.10 renames `experimental_faster` to `faster` and moves
    // `experimental_storage` to a top-level `storage`; the upgrade rehearsal runs this test on both.
    const future = (config.future ?? {}) as Record<string, unknown>;
    expect(future).toMatchObject({
      v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true },
    });
    expect(future.faster ?? future.experimental_faster).toBe(true);
    // No storage namespacing: the theme's keys (docusaurus.announcement.dismiss) keep an empty suffix.
    const storage = (future.experimental_storage ?? (config as { storage?: unknown }).storage) as
      { namespace?: unknown } | undefined;
    expect(storage?.namespace ?? false).toBe(false);
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.onDuplicateRoutes]).toEqual([
      'throw',
      'throw',
      'throw',
    ]);
  });

  it('publishes the current docs version only, labelled Next, at /docs, with tags from tags.yml', async () => {
    const config = await loadConfig();
    // The preset's docs plugin is off: plugins/lean-docs wraps it with the same options.
    expect(presetOptions(config).docs).toBe(false);
    const docsPlugin = config.plugins?.find(
      (plugin) =>
        Array.isArray(plugin) && typeof plugin[0] === 'function' && plugin[0].name === 'pluginLeanDocs',
    ) as [unknown, Record<string, unknown>] | undefined;
    expect(docsPlugin?.[1]).toMatchObject({
      routeBasePath: 'docs',
      lastVersion: 'current',
      versions: { current: { label: 'Next' } },
      breadcrumbs: true,
      tags: 'tags.yml',
      onInlineTags: 'throw',
    });
  });

  it('lists every blog post on one page with reading time', async () => {
    const blog = presetOptions(await loadConfig()).blog;
    expect(blog).toMatchObject({ postsPerPage: 'ALL', blogSidebarCount: 'ALL', showReadingTime: true });
  });

  it('defaults the colour mode to light with no switch, and shows h2 to h3 in the table of contents', async () => {
    const config = await loadConfig();
    const theme = config.themeConfig as Record<string, Record<string, unknown>>;
    // The theme follows the system only when plugins/colour-mode sets the choice to a stored "system".
    expect(theme.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: true,
    });
    expect(config.plugins?.map((plugin) => typeof plugin === 'function' && plugin.name)).toContain(
      'colourModePlugin',
    );
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(theme.navbar?.hideOnScroll).toBe(false);
    expect(theme.docs?.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
  });

  it('sends page views to Google Analytics only when a tracking id is set, without IP anonymisation', async () => {
    expect(presetOptions(await loadConfig()).gtag).toBeUndefined();
    const withId = presetOptions(await loadConfig({ GTAG_TRACKING_ID: 'G-TEST123' }));
    expect(withId.gtag).toEqual({ trackingID: 'G-TEST123', anonymizeIP: false });
  });

  it('loads third-party scripts only from configuration', async () => {
    expect((await loadConfig()).scripts).toEqual([]);
    const config = await loadConfig({ THIRD_PARTY_SCRIPTS: 'https://cdn.example.com/t.js' });
    expect(config.scripts).toEqual([{ src: 'https://cdn.example.com/t.js', async: true }]);
  });
});
