import { ACCOUNTS, type AccountName } from './accounts';

type Notification = { id: number; subject: string; seen: boolean; link: string; content: string };

/** Reads the API as one of the demo accounts, to check what the browser did. */
export async function apiAs(baseUrl: string, account: AccountName) {
  const { email, password } = ACCOUNTS[account];
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await response.json()) as { token: string };
  // Writes echo the XSRF cookie of the login as the app does.
  const xsrf = response.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  const get = async <T>(path: string): Promise<T> => {
    let answer = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    // A loaded CI machine can make the server shed a read (503, load-shedding.ts): a read is safe to ask
    // again, as a browser's would be; a few tries, a second apart, before calling it a failure.
    for (let attempt = 1; answer.status === 503 && attempt < 5; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      answer = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    }
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
    return (await answer.json()) as T;
  };
  const post = async (path: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(xsrf ? { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };
  return {
    get,
    post,
    notifications: () => get<Notification[]>('/api/notification'),
    unseen: async (subjects?: string[]) =>
      (await get<Notification[]>('/api/notification')).filter((n) => !n.seen && (!subjects || subjects.includes(n.subject))),
  };
}

/** Polls until the check passes: the browser's calls land a moment after the click. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
