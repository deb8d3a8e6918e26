// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Alert } from './Alert.tsx';

afterEach(cleanup);

it('makes an error an alert and any other notice a status', () => {
  render(
    <>
      <Alert severity="error">Nothing was saved.</Alert>
      <Alert severity="warning">You may not change this.</Alert>
      <Alert severity="info">There are no topics yet.</Alert>
      <Alert>Saved.</Alert>
    </>,
  );
  expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Nothing was saved.']);
  expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
    'You may not change this.',
    'There are no topics yet.',
    'Saved.',
  ]);
});

it('keeps a role given to it: a warning that reports a failure is an alert', () => {
  render(
    <Alert severity="warning" role="alert">
      The chart could not be drawn.
    </Alert>,
  );
  expect(screen.getByRole('alert').textContent).toBe('The chart could not be drawn.');
});
