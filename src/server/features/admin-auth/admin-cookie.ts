import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An admin cookie: the session (`admin_session`) or the device token (`admin_device`). HttpOnly
 * and SameSite=Strict; behind HTTPS it takes the __Host- prefix (which forces Secure, Path=/ and
 * no Domain), so no sibling subdomain can set or read it.
 */
export class AdminCookie {
  readonly name: string;

  constructor(
    baseName: 'admin_session' | 'admin_device',
    private readonly secure: boolean,
    private readonly maxAgeMs: number,
  ) {
    this.name = secure ? `__Host-${baseName}` : baseName;
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  set(reply: FastifyReply, value: string): void {
    reply.setCookie(this.name, value, {
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
