import type { Request, Response } from 'express';
import { parse } from 'cookie';

export type HttpOnlyCookie = {
  readonly name: string;
  read(req: Request): string | undefined;
  set(res: Response, value: string): void;
  clear(res: Response): void;
};

/**
 * A cookie script cannot read, sent only on same-site requests and top-level navigations (Lax, so
 * it arrives with the provider's redirect back). Over https it is Secure and takes the `__Host-`
 * prefix, which binds it to this exact origin (no Domain, Path=/).
 */
export function httpOnlyCookie(publicUrl: string, baseName: string, maxAgeMs: number): HttpOnlyCookie {
  const secure = publicUrl.startsWith('https://');
  const name = secure ? `__Host-${baseName}` : baseName;
  const options = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  return {
    name,
    read: (req) => (req.headers.cookie ? parse(req.headers.cookie)[name] : undefined) || undefined,
    set: (res, value) => res.cookie(name, value, { ...options, maxAge: maxAgeMs }),
    clear: (res) => res.clearCookie(name, options),
  };
}
