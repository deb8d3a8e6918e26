// The three calls the placeholder page needs. The request wrapper of spec §7–8 (retries, 401 handling,
// API modes) replaces this in the next issue.

export interface SessionUser {
  /** The user name; for an API key, the organisation. */
  username: string;
  /** Null for an API key. */
  email: string | null;
}

/** What `GET /api/me` answers for a signed-in caller. */
export interface Me {
  user: SessionUser;
  roles: string[];
}

/** An error answer of the API: JSON `{ message, status, data }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed (${response.status} ${response.statusText})`;
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    throw new ApiError(message, response.status, data);
  }
  return body as T;
}

function postJson<T>(path: string, payload?: unknown): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    ...(payload === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
  });
}

/** The signed-in caller, or `null` when there is no session (401). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await request<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  await postJson<unknown>('/api/auth/login', { username, password });
}

/** Ends the session; answers where the browser should go next (an identity provider's sign-out page), if anywhere. */
export async function signOut(): Promise<string | null> {
  const { redirect } = await postJson<{ redirect: string | null }>('/api/auth/logout');
  return redirect;
}
