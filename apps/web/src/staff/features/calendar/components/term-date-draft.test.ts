import { describe, expect, it } from 'vitest';
import { emptyFields, schoolYearOf, toTermDateDraft, toTermEventInput } from './term-date-draft';

describe('term date draft', () => {
  it('counts a school year from August to July', () => {
    expect(schoolYearOf('2026-08-01')).toBe('2026-2027');
    expect(schoolYearOf('2027-07-31')).toBe('2026-2027');
  });

  it('asks for every text in both languages and sends the classes as a list', () => {
    const draft = toTermDateDraft(null, '2026-11-24');
    draft.event_details.push({ type: 'Meeting', classes: ' 6A, ,3B ', detail_en: 'From 17:30', detail_fr: '' });
    expect([...emptyFields(draft)]).toEqual(['title_en', 'title_fr', 'event_details.0.detail_fr']);
    Object.assign(draft, { title_en: ' Open day ', title_fr: 'Portes ouvertes', date: '2027-03-02' });
    draft.event_details[0]!.detail_fr = 'À 17 h 30';
    expect(emptyFields(draft).size).toBe(0);
    expect(toTermEventInput(draft)).toEqual({
      date: '2027-03-02',
      type: 'School events',
      school_year: '2026-2027',
      title_en: 'Open day',
      title_fr: 'Portes ouvertes',
      event_details: [{ type: 'Meeting', classes: ['6A', '3B'], detail_en: 'From 17:30', detail_fr: 'À 17 h 30' }],
    });
  });
});
