import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';

/**
 * The types an organisation can set an alert on: dated content its roles read (as the gateway's newest items),
 * configuration types aside. The server checks the same grant when the alert is saved and at every look.
 */
export function alertTypesFor(roles: readonly string[]): ContentType[] {
  return CONTENT_TYPES.filter(
    (type) => type.index?.date && type.searchTier !== 'configuration' && can(roles, type.resource, 'read'),
  );
}
