import { describe, expect, it } from 'vitest';
import type { TRegister } from '@carnet/contract';
import {
  countMarks,
  draftOf,
  isSaved,
  parseLateMinutes,
  toSubmission,
  withEveryonePresent,
  withLateMinutes,
  withMark,
} from './register-draft';

const pupil = (childId: number, mark: 'present' | 'absent' | 'late' | null = null, lateMinutes: number | null = null) => ({
  childId,
  firstName: `First${childId}`,
  lastName: `Last${childId}`,
  familyWord: null,
  mark,
  lateMinutes,
});
const registerOf = (pupils: TRegister['pupils']): TRegister => ({
  lesson: {
    id: 1,
    date: '2026-11-24',
    startHour: '09:00',
    endHour: '10:00',
    subject: 'Mathematics',
    teachingGroup: '6A Mathematics',
    className: '6A',
    hallName: 'B12',
    teacher: 'Paul Bernard',
    pupilCount: pupils.length,
    takenAt: null,
    absentCount: 0,
  },
  takenBy: null,
  isEditable: true,
  pupils,
});

describe('the register being taken', () => {
  it('starts from the saved marks and refuses to send while a pupil is not marked', () => {
    const draft = draftOf(registerOf([pupil(1), pupil(2, 'late', 5)]));
    expect(draft).toEqual({ 1: { mark: null, lateMinutes: '' }, 2: { mark: 'late', lateMinutes: '5' } });
    expect(toSubmission(draft)).toEqual({ problems: { unmarked: [1], badMinutes: [] } });
  });

  it('marks everyone present, then one absent and one late with minutes', () => {
    let draft = withEveryonePresent(draftOf(registerOf([pupil(1), pupil(2), pupil(3)])));
    draft = withMark(withMark(draft, 2, 'absent'), 3, 'late');
    expect(toSubmission(draft)).toEqual({ problems: { unmarked: [], badMinutes: [3] } });
    draft = withLateMinutes(draft, 3, '12');
    expect(toSubmission(draft)).toEqual({
      marks: [
        { childId: 1, mark: 'present' },
        { childId: 2, mark: 'absent' },
        { childId: 3, mark: 'late', lateMinutes: 12 },
      ],
    });
    expect(countMarks(draft)).toEqual({ present: 1, absent: 1, late: 1 });
  });

  it('reads late minutes as whole minutes from 1 to 240', () => {
    expect(parseLateMinutes(' 7 ')).toBe(7);
    expect(parseLateMinutes('240')).toBe(240);
    for (const text of ['', '0', '241', '2.5', '-3', 'ten']) expect(parseLateMinutes(text)).toBeNull();
  });

  it('knows when the marks on screen are those saved', () => {
    const register = registerOf([pupil(1, 'present'), pupil(2, 'late', 5)]);
    const draft = draftOf(register);
    expect(isSaved(register, draft)).toBe(true);
    expect(isSaved(register, withLateMinutes(draft, 2, '05'))).toBe(true);
    expect(isSaved(register, withLateMinutes(draft, 2, '6'))).toBe(false);
    expect(isSaved(register, withMark(draft, 1, 'absent'))).toBe(false);
  });
});
