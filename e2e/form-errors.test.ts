// Forms that say what they do (issue 11 items 19 and 20): a form the server refuses shows each issue beside its
// field, a workflow step withheld from its author shows, disabled, with the reason, and a new auto-tagging rule's
// on/off is chosen beside its save button.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../apps/web/src/routes/table.ts';
import { ContentFormPage } from './content-pages.ts';
import { AdminApi, ApiClient, launchBrowser, signedInPage, startServer, testUser, type TestServer } from './harness.ts';

const admin = testUser('messenger', ['superadmin']);
const reviewer = testUser('reviewer', ['articleCreator', 'articleReviewer']);
const tagger = testUser('tagger', ['tagger']);

describe('forms that say what they do', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const api = new AdminApi(server);
    for (const user of [admin, reviewer, tagger]) await api.createUser(user);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it("shows beside its fields why an administrator's message was refused", async () => {
    const page = await signedInPage(browser, server.baseUrl, admin, contexts);
    await page.goto(`${server.baseUrl}${pathTo('AdminNotifications')}`);
    const form = page.getByRole('form', { name: 'New message' });
    const title = form.getByRole('textbox', { name: 'Title' });
    const link = form.getByRole('textbox', { name: 'Link (optional)' });

    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form.getByText('A title is required').count()).toBe(1);

    await title.fill('Maintenance tonight');
    await link.fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form.getByText('A path in the application (/…) or an http(s) address').count()).toBe(1);
    expect(await form.getByRole('alert').innerText()).toMatch(/not valid/);
  });

  it('shows the author the step they may not take, disabled, with the reason', async () => {
    const api = new ApiClient(server.baseUrl, { email: reviewer.username, password: reviewer.password });
    const created = await api.post<{ id: string; version: number }>('/api/content/article', {
      data: { title: 'Stablecoin reserves', summary: 'Reserve rules.', audience: 'internal' },
    });
    await api.post(`/api/content/article/${created.id}/transitions/submit`, { version: created.version }, 200);

    const page = await signedInPage(browser, server.baseUrl, reviewer, contexts);
    await page.goto(`${server.baseUrl}${pathTo('Article', { id: created.id })}`);
    const pass = page.getByRole('button', { name: 'Pass review' });
    await pass.waitFor();
    expect(await pass.isDisabled()).toBe(true);
    expect(await page.getByText('You wrote this insight, so someone else must “pass review” it.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Return to author' }).isEnabled()).toBe(true);
  });

  it("shows a new rule's on/off beside its save button, and saves what was chosen", async () => {
    const page = await signedInPage(browser, server.baseUrl, tagger, contexts);
    await page.goto(`${server.baseUrl}${pathTo('FormNew', { model: 'autotag' })}`);
    const onSave = page.getByTestId('switch-on-save').getByRole('switch', { name: 'Enabled' });
    await onSave.waitFor();
    expect(await onSave.isChecked()).toBe(false);
    const form = new ContentFormPage(page, 'Auto-tagging rule');
    await form.field('Name').fill('MiCA');
    await form.choose('Match', 'Words');
    await form.field('Words, phrases or pattern').fill('MiCA');
    await form.form.getByRole('combobox', { name: 'Look in' }).click();
    await page.getByRole('option', { name: 'Title', exact: true }).click();
    await page.keyboard.press('Escape');
    await form.form.getByRole('combobox', { name: 'Set tags' }).fill('mica');
    await page.keyboard.press('Enter');
    await onSave.check();
    await page.getByRole('button', { name: 'Add auto-tagging rule' }).click();
    // Saved, the page becomes the rule's read view.
    await page.waitForURL((url) => url.pathname.startsWith('/form/autotag/view/'));
    const api = new ApiClient(server.baseUrl, { email: tagger.username, password: tagger.password });
    const rules = await api.call<{ items: { data: { name: string; enabled: boolean } }[] }>(
      'GET',
      '/api/content/autotag',
    );
    expect(rules.items.map((rule) => rule.data)).toEqual([expect.objectContaining({ name: 'MiCA', enabled: true })]);
  });
});
