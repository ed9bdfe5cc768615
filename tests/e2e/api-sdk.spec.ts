import { expect, test } from './support/sharedPage';
import brand from '../../src/brand';

/**
 * The REST guides, the real-time API, the SDK references and the release notes, as a reader meets them.
 * Accessibility and CSP checks of these page kinds run with the others (support/pageKinds.ts).
 */

test.describe('SDK method reference', () => {
  test('lists each method in a table that links to its entry, with signature, parameters and example', async ({
    page,
  }) => {
    await page.goto('/docs/sdk/java');
    const summary = page.getByRole('table', { name: 'Methods of the RTD real-time client' });
    await expect(summary.getByRole('rowheader')).toHaveText([
      'RTD.connect',
      'RTD.addMessageHandler',
      'RTD.subscribe',
    ]);

    await summary.getByRole('link', { name: 'RTD.subscribe' }).click();
    await expect(page).toHaveURL(/#rtd-subscribe$/);
    const entry = page.locator('section', { has: page.locator('h3#rtd-subscribe') });
    await expect(entry.locator('pre').first()).toHaveText('void subscribe(String service, String id)');
    const parameters = entry.getByRole('table', { name: 'Parameters of RTD.subscribe' });
    await expect(parameters.getByRole('columnheader')).toHaveText(['Parameter', 'Type', 'Description']);
    await expect(parameters.getByRole('rowheader')).toHaveText(['service', 'id']);
    await expect(entry.getByText('rtd.subscribe("curve", "2025-11-27");')).toBeVisible();
  });

  test('leaves the type column out where the language declares no types', async ({ page }) => {
    await page.goto('/docs/sdk/python');
    const parameters = page.getByRole('table', { name: 'Parameters of loginWithSecret' });
    await expect(parameters.getByRole('columnheader')).toHaveText(['Parameter', 'Description']);
    await expect(page.getByText('python -m pip install odsl --upgrade')).toBeVisible();
  });

  test('shows what an example returns', async ({ page }) => {
    await page.goto('/docs/sdk/python#get');
    const entry = page.locator('section', { has: page.locator('h3#get') });
    await expect(entry.getByText('Result', { exact: true })).toBeVisible();
    await expect(entry.getByText('2025-11-27 1.1586')).toBeVisible();
  });
});

test.describe('real-time API', () => {
  test('names every server method and gives a complete client', async ({ page }) => {
    await page.goto('/docs/api/realtime');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-Time API');
    const methods = page.getByRole('table').filter({ hasText: 'OnCurveMessage' });
    await expect(methods.getByRole('row')).toHaveCount(7);
    const client = page.locator('pre').filter({ hasText: 'public class ChangeWatcher' });
    await expect(client).toContainText('rtd.connect();');
    await expect(client).toContainText('rtd.subscribe("object", "MYCO.PLANT_A");');
  });
});

test.describe('real-time clients', () => {
  test('gives the hub address and JavaScript and .NET clients that pass the bearer token', async ({
    page,
  }) => {
    await page.goto('/docs/api/realtime');
    await expect(
      page.locator('pre').filter({ hasText: new RegExp(`^${brand.realtimeHubUrl}$`) }),
    ).toBeVisible();
    const js = page.locator('pre').filter({ hasText: 'new signalR.HubConnectionBuilder()' });
    await expect(js).toContainText(`const hubUrl = '${brand.realtimeHubUrl}';`);
    await expect(js).toContainText('accessTokenFactory: getToken');
    await expect(js).toContainText("connection.on('OnDataUpdate'");
    const dotnet = page.locator('pre').filter({ hasText: 'new HubConnectionBuilder()' });
    await expect(dotnet).toContainText('options.AccessTokenProvider = GetTokenAsync');
    await expect(page.getByRole('table').filter({ hasText: 'OnExecutionMessage' })).toBeVisible();
  });
});

test.describe('Java SDK install', () => {
  test('signs an unattended Java program in with loginWithSecret, as the MATLAB page and the SDK index do', async ({
    page,
  }) => {
    await page.goto('/docs/sdk/java#odsl-loginwithsecret');
    const entry = page.locator('section', { has: page.locator('h3#odsl-loginwithsecret') });
    await expect(entry.locator('pre').first()).toHaveText(
      'void loginWithSecret(String tenantId, String clientId, String secret)',
    );
    await expect(page.locator('article')).not.toContainText('only sign-in');
    await page.goto('/docs/sdk');
    const java = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Java', exact: true }) });
    await expect(java).toContainText('loginWithSecret');
    await page.goto('/docs/sdk/matlab#loginwithsecret');
    await expect(page.locator('h3#loginwithsecret')).toBeVisible();
  });

  test('gives the Maven Central coordinates with a version, and the Javadoc page links nothing missing', async ({
    page,
  }) => {
    await page.goto('/docs/sdk/java#install');
    const pom = page.locator('pre').filter({ hasText: '<artifactId>odsl-sdk</artifactId>' });
    await expect(pom).toContainText('<groupId>com.opendatadsl</groupId>');
    await expect(pom).toContainText('<version>1.1.21</version>');
    await page.goto('/docs/sdk/javadocs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Java API Documentation');
    await expect(page.locator('main a[href*="apidocs"]')).toHaveCount(0);
  });
});

test.describe('REST standards', () => {
  test('lists every platform error code with its meaning', async ({ page }) => {
    await page.goto('/docs/api/rest/standards#platform-error-codes');
    const codes = page.getByRole('table').filter({ hasText: 'Where you meet it' });
    await expect(codes.locator('tbody tr td:first-child')).toHaveText(['5005', '8003', '9001', '5100']);
  });
});

test.describe('release notes', () => {
  test('lists releases newest first, one anchor each, the latest marked', async ({ page }) => {
    await page.goto('/docs/product/Release-Notes');
    const releases = page.locator('main h3[id]');
    await expect(releases.first()).toHaveText('July 2026 latest');
    await expect(releases.nth(1)).toHaveText('June 2026');
    await expect(releases.last()).toHaveText('2020');
    await page.goto('/docs/product/Release-Notes#june-2025');
    await expect(page.locator('h3#june-2025')).toBeInViewport();
  });
});

test.describe('process runner guides', () => {
  for (const [old, now, title] of [
    [
      '/docs/product/API Reference Guides/polyglot/node-process',
      '/docs/product/polyglot/node-process',
      'Node.js Processes',
    ],
    [
      '/docs/product/API Reference Guides/polyglot/python-process',
      '/docs/product/polyglot/python-process',
      'Python Processes',
    ],
  ]) {
    test(`${old} leads to ${now}`, async ({ page }) => {
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto(encodeURI(old));
      await expect(page).toHaveURL(new RegExp(`${now}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // The redirect page's own script is allowed by the CSP, so it can carry ?query and #hash along.
      expect(blocked).toEqual([]);
    });
  }
});
