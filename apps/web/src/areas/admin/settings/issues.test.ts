import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { issuesByPath } from './issues.ts';

describe('issuesByPath', () => {
  it('names a setting by its key and a schema path by its first segment, the first message winning', () => {
    const error = new ApiError('bad', 400, {
      issues: [
        { where: 'body', path: 'usage.retentionDays', message: 'must be between 1 and 3650 days' },
        { where: 'body', path: '/countries/1', message: 'not a country code' },
        { where: 'body', path: '/countries/2', message: 'second' },
        { where: 'body', path: 42, message: 'ignored' },
      ],
    });
    expect(issuesByPath(error)).toEqual({
      'usage.retentionDays': 'must be between 1 and 3650 days',
      countries: 'not a country code',
    });
    expect(issuesByPath(new ApiError('bad', 400))).toEqual({});
  });
});
