import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../content/api/types.ts';
import { isOverdue } from './Bits.tsx';
import { emailCounts, emailWhen } from './emails.ts';
import type { MiEmail } from './api.ts';
import { summaryOf, timelineOf } from './timeline.ts';

const TYPE = contentType('initiative');
let next = 0;
const entry = (fields: Partial<JournalEntry>): JournalEntry => ({
  id: ++next,
  at: `2026-11-0${next}T10:00:00.000Z`,
  user: { id: 'u1', name: 'anna' },
  action: 'update',
  version: next,
  changes: [],
  transition: null,
  fromStage: null,
  toStage: null,
  comment: null,
  ...fields,
});

describe('an initiative’s log as a timeline', () => {
  const created = entry({
    action: 'create',
    toStage: 'draft',
    changes: [
      { field: 'title', from: null, to: 'EU AI Act' },
      { field: 'owner', from: null, to: null },
    ],
  });
  const changed = entry({
    changes: [
      { field: 'readiness', from: 'not-started', to: 'in-progress' },
      { field: 'deadline', from: null, to: '2027-05-02' },
    ],
  });
  const moved = entry({ action: 'transition', transition: 'submit', fromStage: 'draft', toStage: 'submitted' });
  const comment = entry({
    action: 'comment',
    comment: 'Sent to the committee.',
    fromStage: 'submitted',
    toStage: 'submitted',
    user: null,
  });
  const steps = timelineOf(TYPE, [created, moved, comment, changed]);

  it('puts the newest first, whatever order the entries came in', () => {
    expect(steps.map((step) => step.kind)).toEqual(['comment', 'move', 'change', 'create']);
  });

  it('says what changed with field labels and old → new values as people read them', () => {
    const change = steps.find((step) => step.kind === 'change')!;
    expect(change.headline).toBe('Changed 2 fields');
    expect(change.changes).toEqual([
      { field: 'Readiness', from: 'Not started', to: 'In progress' },
      { field: 'Firm deadline', from: '', to: expect.stringMatching(/2027/) },
    ]);
    // A creation lists the values set, not the empty ones.
    expect(steps.at(-1)!.changes.map((one) => one.field)).toEqual(['Title']);
  });

  it('names a stage move by its transition, with from and to stages, and keeps comments apart', () => {
    const move = steps.find((step) => step.kind === 'move')!;
    expect(move).toMatchObject({ headline: 'Submit for approval', stages: 'Draft → Submitted', who: 'anna' });
    expect(steps[0]).toMatchObject({ kind: 'comment', headline: 'Commented', stages: null, who: 'the system' });
    expect(steps[0]!.comment).toBe('Sent to the committee.');
  });

  it('sums up the log', () => {
    expect(summaryOf(steps)).toBe('1 comment · 1 stage move · 1 change');
    expect(summaryOf([])).toBe('No comments, moves or changes yet');
  });
});

describe('IMPACT helpers', () => {
  it('calls a response overdue only when the firm deadline passed and it is open', () => {
    expect(isOverdue('2026-01-01', 'in-progress', '2026-06-01')).toBe(true);
    expect(isOverdue('2026-01-01', 'not-started', '2026-06-01')).toBe(true);
    expect(isOverdue('2026-01-01', 'done', '2026-06-01')).toBe(false);
    expect(isOverdue('2026-06-01', 'in-progress', '2026-06-01')).toBe(false);
    expect(isOverdue(undefined, 'in-progress', '2026-06-01')).toBe(false);
    expect(isOverdue('2026-01-01', undefined, '2026-06-01')).toBe(false);
  });

  it('counts e-mails by status and says when they go', () => {
    const email = (status: MiEmail['status']): MiEmail => ({
      id: status,
      itemId: 'i',
      itemTitle: 'GHG inventory',
      kind: 'reminder',
      dueOn: '2026-12-01',
      to: 'o@bank.example',
      subject: 's',
      body: 'b',
      status,
      scheduledFor: '2026-11-24T07:00:00.000Z',
      sentAt: status === 'sent' ? '2026-11-24T07:01:00.000Z' : null,
      attempts: 0,
      error: null,
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    expect(
      emailCounts(['scheduled', 'sending', 'sent', 'failed', 'cancelled'].map((s) => email(s as MiEmail['status']))),
    ).toEqual({
      scheduled: 2,
      sent: 1,
      failed: 1,
      cancelled: 1,
    });
    expect(emailWhen(email('sent'), 'en-GB')).toMatch(/^sent /);
    expect(emailWhen(email('scheduled'), 'en-GB')).toMatch(/^scheduled for /);
  });
});
