// Page objects of the generic content screens: list (filters, grid, export), detail (workflow actions) and form.
import type { Download, Locator, Page } from 'playwright-core';

/** A type's list screen (`/articles`, `/news`…). */
export class ContentListPage {
  readonly page: Page;
  readonly grid: Locator;
  /** The reader's rows, for a type with a reader (News opens as one): an ordered list named by the plural. */
  readonly reader: Locator;
  readonly total: Locator;

  constructor(page: Page, plural: string) {
    this.page = page;
    this.grid = page.getByRole('grid', { name: plural });
    this.reader = page.getByRole('list', { name: plural, exact: true });
    // The count sits in the grid's toolbar, outside the element of the grid role: "12 items", "about 3.1K items".
    this.total = page.getByText(/^(about )?\d[\d,.]*[KMB]? items?$/);
  }

  /**
   * The titles of the rows shown, in the table (the title cell is a link to the item) or in the reader (each row's
   * heading is, with "Unread:" before it for a screen reader only).
   */
  async titles(): Promise<string[]> {
    await this.grid.or(this.reader).first().waitFor();
    // Country chips are links too (to their country pages): they are no titles.
    if ((await this.grid.count()) > 0)
      return this.grid.getByRole('row').locator('a:not(.MuiChip-root)').allInnerTexts();
    return this.reader.locator(':scope > li h2 a').evaluateAll((links) =>
      links.map((link) =>
        Array.from(link.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ),
    );
  }

  /** Chooses a country in a countries filter by its English name. */
  async filterByCountry(label: string, country: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: label });
    await input.fill(country);
    await this.page.getByRole('option', { name: country, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Exports the list as shown, through the Export menu; answers the download. */
  async export(format: 'CSV (.csv)' | 'Excel (.xlsx)'): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('menuitem', { name: format }).click(),
    ]);
    return download;
  }
}

/** One item's page: title, stage, workflow actions and journal. */
export class ContentDetailPage {
  readonly page: Page;
  readonly title: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByRole('heading', { level: 1 });
  }

  stage(label: string): Locator {
    return this.page.getByRole('article').getByText(label, { exact: true }).first();
  }

  action(label: string): Locator {
    return this.page.getByRole('article').getByRole('button', { name: label, exact: true });
  }

  /** Edit is a link to the form. */
  get editLink(): Locator {
    return this.page.getByRole('article').getByRole('link', { name: 'Edit', exact: true });
  }

  /** Takes a workflow step: its button, an optional comment, then the dialog's confirm button of the same name. */
  async takeStep(label: string, comment?: string): Promise<void> {
    await this.action(label).click();
    const dialog = this.page.getByRole('dialog', { name: label });
    if (comment) await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** The add and edit form of a type. */
export class ContentFormPage {
  readonly page: Page;
  readonly form: Locator;

  constructor(page: Page, label: string) {
    this.page = page;
    this.form = page.getByRole('form', { name: `${label} form` });
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label });
  }

  /** Picks an option of a select field (MUI's select is a combobox that opens a listbox). */
  async choose(label: string, option: string): Promise<void> {
    await this.form.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }

  /** The message under a field (its helper text, which shows the validation error). */
  message(label: string): Locator {
    return this.field(label).locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]//p');
  }

  async submit(label: string): Promise<void> {
    await this.form.getByRole('button', { name: label, exact: true }).click();
  }
}
