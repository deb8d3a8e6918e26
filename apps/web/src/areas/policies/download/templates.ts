import { EXPORT_TEMPLATES, type ExportTemplate } from '../api.ts';

/** The wizard's three templates: their route (one page reads the template from it), name and what the file holds. */
export const TEMPLATE_CHOICES: Readonly<Record<ExportTemplate, { route: string; label: string; description: string }>> =
  {
    basic: {
      route: 'PoliciesDownloadChooseTemplateBasic',
      label: 'Basic list',
      description: 'One row per policy with its jurisdiction, instrument, status, dates and link.',
    },
    grouped: {
      route: 'PoliciesDownloadChooseTemplateGrouped',
      label: 'Grouped by jurisdiction',
      description: 'The same rows under one heading per jurisdiction, with how many policies each has.',
    },
    table: {
      route: 'PoliciesDownloadChooseTemplateTable',
      label: 'Jurisdiction × instrument table',
      description: 'One row per jurisdiction and one column per instrument, counting the policies in each cell.',
    },
  };

/** The template a route name shows; the basic list for any other name. */
export function templateOfRoute(name: string | undefined): ExportTemplate {
  return EXPORT_TEMPLATES.find((template) => TEMPLATE_CHOICES[template].route === name) ?? 'basic';
}
