import { ACCOUNTS, type AccountName } from './accounts';

type Entry = { meetingId: number; startTime: string; teacherId: number; teachingGroup: number; childId: number };
type UsedSlot = { teacher: number; pupil: number | null; teachingGroup: number; time: string };
type MeetingInfo = { id: number; usedSlots: UsedSlot[] };
type OpenMeeting = { meetingId: number; child: { id: number }; date: string };
type Subject = { id: number; name: string; teacher_id: number; teacher_name: string };
type Answer = { status: number; body: { code?: string; message?: string } };

/**
 * The meetings API as one demo account, writes included (with the XSRF cookie echoed as the app
 * does): to set the scene for a journey, or to check what the browser booked.
 */
export async function meetingsApiAs(baseUrl: string, account: AccountName) {
  const { email, password } = ACCOUNTS[account];
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const xsrf = login.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!xsrf) throw new Error('the login answer set no XSRF-TOKEN cookie');
  const headers = { Authorization: `Bearer ${token}`, Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };

  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${baseUrl}${path}`, { headers });
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
    return (await answer.json()) as T;
  };
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Answer['body'] };
  };

  return {
    /** A child of the account, by first name. */
    async childId(firstName: string): Promise<number> {
      const me = await get<{ familyInfo: { children: { id: number; firstName: string }[] } }>('/api/me');
      const child = me.familyInfo.children.find((candidate) => candidate.firstName === firstName);
      if (!child) throw new Error(`${account} has no child named ${firstName}`);
      return child.id;
    },
    openMeetings: () => get<OpenMeeting[]>('/api/meeting/open'),
    info: (meetingId: number) => get<MeetingInfo>(`/api/meeting/info/${meetingId}`),
    subjects: async (childId: number) => (await get<{ subjects: Subject[] }>(`/api/child/${childId}`)).subjects,
    book: (entries: Entry[]) => post('/api/meeting/book', { bookMeetings: entries }),
    cancel: (entry: Entry) => post('/api/meeting/cancel', entry),
    /** The entry for one subject of a child, by subject name, in the first open meeting. */
    async entry(childId: number, subjectName: string, startTime: string): Promise<Entry> {
      const [meeting] = await get<OpenMeeting[]>('/api/meeting/open');
      const subject = (await get<{ subjects: Subject[] }>(`/api/child/${childId}`)).subjects.find((s) => s.name === subjectName);
      if (!meeting || !subject) throw new Error(`no open meeting or no ${subjectName} for child ${childId}`);
      return { meetingId: meeting.meetingId, startTime, teacherId: subject.teacher_id, teachingGroup: subject.id, childId };
    },
  };
}
