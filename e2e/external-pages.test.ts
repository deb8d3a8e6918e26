// The external build's own pages (issue 17 item 6): the Digital Gateway without a key (a welcome that points to
// Settings) and with one (the organisation, its start page, its areas, the newest insight it may read); Tempx (what
// the service offers, with what the key includes); the organisation's notifications page. All three at 1280 and 390
// wide, light and dark, in e2e/screenshots, each checked with axe at 1280. The alert runner looks every second.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  testUser,
  newContext,
  screenshotPath,
  startServer,
  type TestServer,
  seriousAxeViolations,
  AXE_PASSES_LIMIT_MS,
  sidewaysOverflow,
} from './harness.ts';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { Shell } from './shell-page.ts';

const ORGANISATION = 'Basel Trust AG';
const HOMEPAGE = 'https://portal.basel-trust.example/start';
const INSIGHT = 'What DORA asks of ICT third parties';
const DRAFT = 'Unpublished thoughts on MiCA';
const NEWS_INSIGHT = 'Outsourcing registers: the ESAs’ first findings';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('the external build: Digital Gateway, Tempx, notifications', () => {
  let server: TestServer;
  let browser: Browser;
  let key: string;
  /** Publishes an insight through its workflow (four eyes: a writer, a reviewer and an approver). */
  let publish: (title: string) => Promise<void>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { WEB_BUILD: 'external', ALERTS: 'true', ALERTS_INTERVAL_SECONDS: '1' } }),
    ]);
    const admin = new AdminApi(server);
    key = await admin.createAccount({ organisation: ORGANISATION, acgroups: ['insightsvisitor'], homepage: HOMEPAGE });
    // One insight published through its workflow, one left a draft: an organisation reads published ones only.
    // Four eyes: a writer, a reviewer and an approver, each a person of their own.
    const [writer, reviewer, approver] = await Promise.all(
      ['writer', 'reviewer', 'approver'].map(async (name, index) => {
        const role = ['articleEditor', 'articleReviewer', 'articleApprover'][index]!;
        const user = testUser(name, ['articleCreator', role]);
        await admin.createUser(user);
        return new ApiClient(server.baseUrl, { email: user.username, password: user.password });
      }),
    );
    publish = async (title) => {
      const published = await writer!.post<{ id: string; version: number }>('/api/content/article', {
        data: { title, summary: 'Register, classify and exit-plan every ICT provider.', audience: 'external' },
      });
      let version = published.version;
      for (const [client, step] of [
        [writer!, 'submit'],
        [reviewer!, 'pass'],
        [approver!, 'publish'],
      ] as const) {
        const path = `/api/content/article/${published.id}/transitions/${step}`;
        version = (await client.post<{ version: number }>(path, { version }, 200)).version;
      }
    };
    await publish(INSIGHT);
    await writer!.post('/api/content/article', { data: { title: DRAFT, summary: 'Not yet.', audience: 'external' } });
  });

  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  /** A page whose browser holds the organisation's key (as Settings stores it) or none, in a theme and size. */
  async function pageFor(
    withKey: boolean,
    viewport: { width: number; height: number } = VIEWPORTS[0],
    theme = 'light',
  ): Promise<Page> {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript(
      ([mode, secret]) => {
        localStorage.setItem('frmCloudTheme', mode!);
        if (secret) localStorage.setItem('frmCloudExApiKey', secret);
      },
      [theme, withKey ? key : ''],
    );
    return context.newPage();
  }

  /** The notifications page has read the server: its alerts are listed. */
  const notificationsSettled = (page: Page) =>
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Alerts' }).waitFor();

  it('welcomes a visitor without a key on the gateway and points to Settings; Tempx lists what is offered', async () => {
    const page = await pageFor(false);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/digitalgateway');
    const main = page.getByRole('main');
    await main.getByTestId('gateway-welcome').waitFor();
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Digital Gateway');
    expect(await main.innerText()).not.toContain(INSIGHT);
    await main.getByRole('link', { name: 'Enter your API key in Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');

    await shell.goto('/tempx');
    const offer = main.getByRole('table', { name: 'Areas offered to organisations' });
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/insightsvisitor/);
    expect(await offer.getByRole('columnheader', { name: 'Your key' }).count()).toBe(0);
  });

  it("shows the organisation's gateway, areas and newest insight; Tempx marks what its key includes", async () => {
    const page = await pageFor(true);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/digitalgateway');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: ORGANISATION }).waitFor();
    const start = main.getByRole('link', { name: new RegExp(HOMEPAGE.replaceAll('.', '\\.')) });
    expect(await start.getAttribute('href')).toBe(HOMEPAGE);
    expect(await start.getAttribute('rel')).toContain('noopener');

    // The areas its key opens beyond what every key opens: insights, not Home or Settings.
    const areas = main.getByRole('region', { name: 'Your areas' });
    await areas.getByRole('link', { name: 'Insights' }).waitFor();
    expect(await areas.getByRole('link', { name: /^(Home|Settings|About)$/ }).count()).toBe(0);

    const latest = main.getByRole('region', { name: 'Latest for you' });
    const insight = latest.getByRole('link', { name: INSIGHT });
    await insight.waitFor();
    expect(await latest.innerText()).not.toContain(DRAFT);
    await insight.click();
    await page.waitForURL((url) => url.pathname.startsWith('/article/'));
    await main.getByRole('heading', { name: INSIGHT }).first().waitFor();

    await shell.goto('/tempx');
    const offer = main.getByRole('table', { name: 'Areas offered to organisations' });
    await offer.getByRole('columnheader', { name: 'Your key' }).waitFor();
    expect(await offer.getByText('Included', { exact: true }).count()).toBeGreaterThan(0);
    expect(await offer.getByText('Not included', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('lists the notification of an alert the organisation set, found by the alert runner', async () => {
    const page = await pageFor(true);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/notificationsexternal');
    const main = page.getByRole('main');
    await notificationsSettled(page);
    const form = main.getByRole('form', { name: 'New alert' });
    await form.getByRole('textbox', { name: 'Alert name' }).fill('ICT third parties');
    await form.getByRole('textbox', { name: 'Search words (optional)' }).fill('outsourcing');
    await form.getByRole('button', { name: 'Create alert' }).click();
    await main.getByRole('list', { name: "Your organisation's alerts" }).getByText('ICT third parties').waitFor();

    await publish(NEWS_INSIGHT);
    const unread = () =>
      fetch(`${server.baseUrl}/api/notifications/unread`, { headers: { 'x-api-key': key } })
        .then((response) => response.json() as Promise<{ unread: number }>)
        .then((answer) => answer.unread);
    await expect.poll(unread, { timeout: scaledLimit(30_000), interval: 500 }).toBe(1);
    await page.reload();
    const card = main.getByRole('article', { name: 'ICT third parties: 1 new item' });
    await card.getByRole('link', { name: NEWS_INSIGHT }).waitFor();
    await page.screenshot({ path: await screenshotPath('external-notificationsexternal-alert.png'), fullPage: true });
    await card.getByRole('button', { name: 'Mark read' }).click();
    await card.getByRole('button', { name: 'Mark unread' }).waitFor();
    // The card turns at once; the server's count follows the request.
    await expect.poll(unread, { timeout: scaledLimit(10_000), interval: 250 }).toBe(0);
  });

  it(
    'shows the pages at 1280 and 390 wide, light and dark, axe-clean',
    async () => {
      const problems: string[] = [];
      const pages = [
        ['/digitalgateway', 'Digital Gateway', false],
        ['/digitalgateway', 'Digital Gateway', true],
        ['/tempx', 'Tempx: preview of the service', true],
        ['/notificationsexternal', 'Notifications', true],
      ] as const;
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of VIEWPORTS) {
          const keyed = await pageFor(true, viewport, theme);
          const anonymous = await pageFor(false, viewport, theme);
          for (const [path, heading, withKey] of pages) {
            const page = withKey ? keyed : anonymous;
            const shell = new Shell(page, server.baseUrl);
            const main = page.getByRole('main');
            await shell.goto(path);
            await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
            if (path === '/digitalgateway' && withKey) await main.getByRole('link', { name: INSIGHT }).waitFor();
            if (path === '/tempx') await main.getByRole('table').waitFor();
            if (path === '/notificationsexternal') await notificationsSettled(page);
            await shell.waitForSettled();
            await page.mouse.move(0, viewport.height - 1);
            await shell.finishTransitions(main);
            if (viewport.width === 390) {
              const overflow = await sidewaysOverflow(page);
              expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
            }
            const name = `external-${path.slice(1)}${withKey ? '' : '-nokey'}-${theme}-${viewport.width}.png`;
            await page.screenshot({ path: await screenshotPath(name), fullPage: true });
            if (viewport.width !== 1280) continue;
            problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
          }
          await keyed.context().close();
          await anonymous.context().close();
        }
      }
      expect(problems).toEqual([]);
    },
    AXE_PASSES_LIMIT_MS,
  );
});
