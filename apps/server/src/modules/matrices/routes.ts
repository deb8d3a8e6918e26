import { findContentType } from '@rh/core/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { assertCan } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { errorBody } from '../../http/errors.ts';
import { controlMatrix, controlMatrixPairs, NO_THEME } from './controls.ts';
import { marMatrix, marMatrixCell } from './mar.ts';

const axis = z.object({ key: z.string(), label: z.string() });
const ref = z.object({ id: z.string(), code: z.string(), title: z.string() });
const key = z.string().min(1).max(200);

const controlAxes = {
  rows: z
    .enum(['theme', 'control'])
    .default('theme')
    .describe(`Rows: control themes (key the theme's id; "${NO_THEME}": controls with no theme) or controls`),
  columns: z
    .enum(['category', 'risk', 'component'])
    .default('category')
    .describe('Columns: risk categories (key the value), risks, or the risk components the risks list'),
};

const controlMatrixView = z.object({
  rows: z.array(axis),
  columns: z.array(axis),
  cells: z.array(z.object({ row: z.string(), column: z.string(), count: z.number().int() })),
});

const marColumns = z
  .enum(['assetclass', 'producttype'])
  .default('assetclass')
  .describe('Columns: the asset classes or the product types the MAR risks list');

const marMatrixView = z.object({
  rows: z.array(axis).describe('MAR risks, "code title"'),
  columns: z.array(axis),
  cells: z.array(
    z.object({
      row: z.string(),
      column: z.string(),
      coverage: z.enum(['full', 'partial', 'none']).nullable().describe('The best level declared; null: none'),
      coverageItems: z.number().int(),
      openCases: z.number().int().describe('The risk’s cases not closed: a case has no asset class, so per risk'),
    }),
  ),
});

/**
 * The matrices of issue 14: controls × risks (`/api/controls/matrix`, from control.risks and risk.components) and
 * MAR risks × asset classes or product types (`/api/mar/matrix`, with coverage and open cases), each with the items
 * behind one cell.
 */
export function registerMatrixRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
  const readControlsAndRisks = (request: Parameters<typeof identityOf>[0]) => {
    const identity = identityOf(request);
    assertCan(identity, findContentType('risk')!, 'read');
    return identity.roles;
  };
  const readMar = (request: Parameters<typeof identityOf>[0]) => {
    const identity = identityOf(request);
    for (const name of ['coverage', 'case']) assertCan(identity, findContentType(name)!, 'read');
    return identity.roles;
  };

  api.get(
    '/api/controls/matrix',
    {
      config: { access: { resource: 'control', action: 'read' } },
      schema: {
        tags: ['controls'],
        summary: 'Control–risk links counted by control theme or control × risk category, risk or risk component',
        description:
          'Needs read on controls and on risks. Rows and columns with no link are left out; with component columns a risk listing no component is in no column.',
        querystring: z.strictObject(controlAxes),
        response: { 200: controlMatrixView, ...errors },
      },
    },
    async (request) => controlMatrix(ctx.db, readControlsAndRisks(request), request.query.rows, request.query.columns),
  );
  api.get(
    '/api/controls/matrix/pairs',
    {
      config: { access: { resource: 'control', action: 'read' } },
      schema: {
        tags: ['controls'],
        summary: 'The control–risk pairs behind one cell of the controls matrix',
        querystring: z.strictObject({ ...controlAxes, row: key, column: key }),
        response: {
          200: z.object({ pairs: z.array(z.object({ control: ref, risk: ref, component: ref.nullable() })) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { rows, columns, row, column } = request.query;
      return controlMatrixPairs(ctx.db, readControlsAndRisks(request), rows, columns, { row, column });
    },
  );
  api.get(
    '/api/mar/matrix',
    {
      config: { access: { resource: 'marrisk', action: 'read' } },
      schema: {
        tags: ['mar'],
        summary: 'MAR risks × asset classes (or product types): best coverage level, coverage items, open cases',
        description:
          'Needs read on MAR risks, coverage and cases. A column is an asset class (product type) a risk lists. Open cases count per risk (a case names no asset class): the same number in every column of the risk.',
        querystring: z.strictObject({ columns: marColumns }),
        response: { 200: marMatrixView, ...errors },
      },
    },
    async (request) => marMatrix(ctx.db, readMar(request), request.query.columns),
  );
  api.get(
    '/api/mar/matrix/cell',
    {
      config: { access: { resource: 'marrisk', action: 'read' } },
      schema: {
        tags: ['mar'],
        summary: 'The coverage items of one cell of the MAR matrix and its risk’s open cases',
        querystring: z.strictObject({ columns: marColumns, row: z.uuid(), column: z.uuid() }),
        response: {
          200: z.object({
            coverage: z.array(
              z.object({ id: z.string(), title: z.string(), level: z.string(), scenario: z.string().nullable() }),
            ),
            cases: z.array(
              z.object({
                id: z.string(),
                reference: z.string(),
                title: z.string(),
                status: z.string().nullable(),
                stage: z.string().nullable(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { columns, row, column } = request.query;
      return marMatrixCell(ctx.db, readMar(request), columns, { row, column });
    },
  );
}
