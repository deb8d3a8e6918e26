import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../../auth/access.ts';
import type { Reader } from './table.ts';

// A report is its owner's, like an alert: the right to use Reporting, and answers no cache keeps.
export const access = { access: { resource: 'appreporting', action: 'read' }, personal: true } as const;
export const idParams = z.strictObject({ id: z.uuid() });
export const tags = ['reports'];

/** The caller as a report's reader: their own rights, so that a report shows only what they may read. */
export const readerOf = (request: FastifyRequest): Reader & { userId: string } => {
  const user = userOf(request);
  return { roles: user.roles, userId: user.userId };
};
