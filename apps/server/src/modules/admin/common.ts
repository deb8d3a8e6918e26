import { z } from 'zod';

/** Paging and filtering of the admin lists. */
export const listQuery = z.strictObject({
  q: z.string().max(200).optional().describe('Text that names or e-mails contain'),
  status: z.enum(['enabled', 'disabled', 'all']).default('enabled').describe('Which records to list'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const idParams = z.strictObject({ id: z.uuid({ message: 'must be an id (UUID)' }) });

export const homepage = z
  .string()
  .max(2000)
  .regex(/^(\/|https?:\/\/)/, { message: 'must be a path on this site or an http(s) address' })
  .nullable()
  .describe('Start page of the external builds');

export const timestamps = {
  createdAt: z.date(),
  updatedAt: z.date(),
};

/** `%text%` for ILIKE with the caller's wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A PATCH body must change something. */
export const nonEmpty = <T extends object>(body: T) => Object.keys(body).length > 0;
