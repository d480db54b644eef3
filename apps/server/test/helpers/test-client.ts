import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/types';

type Body = InjectOptions['payload'];

function xsrfFrom(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie?.value ?? null;
}

/** Calls the app in-process (Fastify inject) as one signed-in user, echoing the XSRF cookie like the web app. */
export class TestClient {
  constructor(
    readonly app: App,
    readonly token: string | null,
    readonly xsrf: string | null,
  ) {}

  static async logIn(app: App, username: string, password: string): Promise<TestClient> {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
    return new TestClient(app, response.json().token, xsrfFrom(response));
  }

  /** The headers this client sends; `overrides` replace or (with undefined) remove some. */
  headers(overrides: Record<string, string | undefined> = {}): Record<string, string> {
    const headers: Record<string, string | undefined> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.xsrf) {
      headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
      headers['x-xsrf-token'] = this.xsrf;
    }
    Object.assign(headers, overrides);
    return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined));
  }

  inject(options: InjectOptions & { headerOverrides?: Record<string, string | undefined> }) {
    const { headerOverrides, ...rest } = options;
    return this.app.inject({ ...rest, headers: { ...this.headers(headerOverrides), ...(rest.headers as Record<string, string>) } });
  }

  get(url: string) {
    return this.inject({ method: 'GET', url });
  }

  post(url: string, payload?: Body) {
    return this.inject({ method: 'POST', url, payload });
  }

  patch(url: string, payload?: Body) {
    return this.inject({ method: 'PATCH', url, payload });
  }

  put(url: string, payload?: Body) {
    return this.inject({ method: 'PUT', url, payload });
  }

  delete(url: string) {
    return this.inject({ method: 'DELETE', url });
  }
}
