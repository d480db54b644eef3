import { describe, expect, it } from 'vitest';
import { useMeetingTest } from './meetings-fixtures';

const m = useMeetingTest();
const { lea, book, cancel, bookings } = m;

const setArchived = (archivedAt: string | null) =>
  m.t.db.updateTable('meetings').set({ archived_at: archivedAt }).where('id', '=', m.openId).execute();

describe('an evening archived by the new school year (decision 078)', () => {
  it('can no longer be booked or cancelled, even inside its registration window', async () => {
    // The open evening books as usual, then the roll archives it.
    expect((await book('parent', [lea()])).statusCode).toBe(200);
    const booked = (await bookings()).filter((b) => b.meeting_id === m.openId && b.child_id === m.t.school.children.lea);
    await setArchived(new Date().toISOString());
    try {
      const before = await bookings();
      const refused = await book('parent', [lea({ startTime: '16:50' })]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('MEETING_CLOSED');
      const kept = booked.find((b) => b.start_time === '16:40');
      expect(kept).toBeDefined();
      const cancelRefused = await cancel('parent', lea());
      expect(cancelRefused.statusCode).toBe(409);
      expect(await bookings()).toEqual(before);
    } finally {
      await setArchived(null);
    }
  });
});
