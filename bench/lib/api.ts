/** A signed-in caller for the benchmarks: token and XSRF cookie, over real HTTP. */
export type Session = { token: string; xsrf: string; headers: Record<string, string> };

export async function signIn(baseUrl: string, username: string, password: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const xsrf = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
  return {
    token,
    xsrf,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
  };
}
