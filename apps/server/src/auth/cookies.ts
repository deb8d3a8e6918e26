import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: HttpOnly, SameSite=Lax, signed; `__Host-` prefixed when served over https. */
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieSerializeOptions;

  constructor(secure: boolean, maxAgeSeconds: number) {
    this.name = secure ? '__Host-rh_session' : 'rh_session';
    this.options = { httpOnly: true, sameSite: 'lax', secure, path: '/', signed: true, maxAge: maxAgeSeconds };
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(this.name, token, this.options);
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, { ...this.options, maxAge: 0 });
  }

  /** The session token the request carries: undefined when none, null when present but forged. */
  read(request: FastifyRequest): string | null | undefined {
    const raw = request.cookies[this.name];
    if (raw === undefined) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  }
}
