import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { applyServerIssues, issueField, serverIssues } from './server-issues.ts';

const answer = (status: number, issues: unknown) =>
  new ApiError('Some fields are not valid.', status, { message: 'x', status, data: { issues } });
const FIELDS = ['title', 'parent', 'code', 'link'];

describe('issues from the server', () => {
  it('land on their fields, whichever way the path is written', () => {
    expect(issueField('/data/title')).toBe('title');
    expect(issueField('data.period.end')).toBe('period');
    expect(issueField('/data/related/2')).toBe('related');
    expect(issueField('/title')).toBe('title');
    expect(issueField('code')).toBe('code');
    expect(issueField('')).toBeNull();
    const issues = serverIssues(
      answer(400, [
        { where: 'body', path: '/data/title', message: 'Too long' },
        { where: 'body', path: `data.parent`, message: 'No memo has this id' },
        { where: 'body', path: 'data.title', message: 'Second message for the same field' },
        { where: 'body', path: '/version', message: 'Required' },
      ]),
      FIELDS,
    );
    expect(issues).toEqual({
      fields: { title: 'Too long', parent: 'No memo has this id' },
      other: ['/version: Required'],
    });
  });

  it('of a body the route schema refuses (JSON-pointer paths, no `data`) land on their fields too', () => {
    const refused = answer(400, [
      { where: 'body', path: '/title', message: 'A title is required' },
      { where: 'body', path: '/link', message: 'A path in the application (/…) or an http(s) address' },
    ]);
    expect(serverIssues(refused, FIELDS)).toEqual({
      fields: { title: 'A title is required', link: 'A path in the application (/…) or an http(s) address' },
      other: ['Some fields are not valid.'],
    });
  });

  it('include a taken key (a 409 with issues); any other error is one message for the form', () => {
    expect(serverIssues(answer(409, [{ path: 'data.code', message: 'Already in use' }]), FIELDS)?.fields).toEqual({
      code: 'Already in use',
    });
    expect(serverIssues(answer(409, undefined), FIELDS)).toEqual({ fields: {}, other: ['Some fields are not valid.'] });
    expect(serverIssues(new Error('boom'), FIELDS)).toEqual({ fields: {}, other: ['boom'] });
    expect(serverIssues(null, FIELDS)).toBeNull();
  });

  it('are set on the form, the first field focused, and the rest answered for the form to show', () => {
    const set: unknown[] = [];
    const other = applyServerIssues(
      { setError: (...args: unknown[]) => set.push(args) },
      answer(400, [
        { path: '/title', message: 'A title is required' },
        { path: '/link', message: 'Bad link' },
        { path: '/nowhere', message: 'Odd' },
      ]),
      FIELDS,
    );
    expect(set).toEqual([
      ['title', { type: 'server', message: 'A title is required' }, { shouldFocus: true }],
      ['link', { type: 'server', message: 'Bad link' }, { shouldFocus: false }],
    ]);
    expect(other).toEqual(['/nowhere: Odd']);
  });
});
