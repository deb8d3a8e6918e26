import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once. `@fastify/helmet` rebuilds helmet for every request (a quarter of the CPU of
 * a small request in our benchmark); the headers only depend on the options, so they are worked out at start.
 */
export async function securityHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  await new Promise<void>((resolve, reject) =>
    helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) =>
      error ? reject(error) : resolve(),
    ),
  );
  return headers;
}

/** Sends the security headers of the configuration (CSP included) on every answer. */
export async function registerSecurityHeaders(app: FastifyInstance, secure: boolean): Promise<void> {
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's styling engine writes style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
