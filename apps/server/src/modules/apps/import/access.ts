import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf } from '../../../auth/access.ts';
import type { Identity } from '../../../auth/identity.ts';
import { userIdOf } from '../../../content/present.ts';
import type { Database } from '../../../db/client.ts';
import { badRequest, errorBody, forbidden, notFound } from '../../../http/errors.ts';
import { findImport, type ImportView } from './records.ts';

export const READ = { access: { resource: 'appimporting', action: 'read' } } as const;
export const WRITE = { access: { resource: 'appimporting', action: 'create' } } as const;
export const idParams = z.strictObject({ id: z.uuid() });
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Whether the caller sees everyone's imports (a holder of `appimporting` update), not only their own. */
export const seesAll = (identity: Identity) => can(identity.roles, 'appimporting', 'update');

/** The content type of this name, or a 400 naming it. */
export function typeNamed(name: string): ContentType {
  const type = findContentType(name);
  if (!type)
    throw badRequest(`There is no content type named ${name}.`, {
      issues: [{ where: 'querystring', path: '/type', message: 'Unknown content type' }],
    });
  return type;
}

/**
 * Refuses unless the caller may create items of the type (and update them, for a keyed import, which updates the
 * items whose key matches): an import writes through the same grants as the forms do.
 */
export function assertMayImport(identity: Identity, type: ContentType, keyed: boolean): void {
  if (!can(identity.roles, type.resource, 'create')) {
    throw forbidden(`You may not create ${type.plural.toLowerCase()}, so you may not import them.`);
  }
  if (keyed && !can(identity.roles, type.resource, 'update')) {
    throw forbidden(`You may not update ${type.plural.toLowerCase()}: import them without a key field.`);
  }
}

/** The import of this id if the caller may see it (their own, or anyone's for an `appimporting` updater); else 404. */
export async function visibleImport(db: Database, request: FastifyRequest, id: string): Promise<ImportView> {
  const identity = identityOf(request);
  const found = await findImport(db, id);
  if (!found || (!seesAll(identity) && found.createdBy?.id !== userIdOf(identity))) {
    throw notFound('You have no import of this id.');
  }
  return found;
}
