import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The admin cookie. Behind HTTPS it takes the __Host- prefix (which forces Secure, Path=/ and no
 * Domain), so no sibling subdomain can set or read it.
 */
export class SessionCookie {
  readonly name: string;

  constructor(
    private readonly secure: boolean,
    private readonly maxAgeMs: number,
  ) {
    this.name = secure ? '__Host-admin_session' : 'admin_session';
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(this.name, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: '/',
      maxAge: Math.floor(this.maxAgeMs / 1000),
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, { httpOnly: true, sameSite: 'strict', secure: this.secure, path: '/' });
  }
}
