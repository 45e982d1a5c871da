import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers for the API and the web app. The app loads nothing from outside, so every
 * source is 'self'; antd writes its CSS-in-JS into <style> tags, hence 'unsafe-inline' for styles
 * only; code editors run in blob: workers.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin by default; the mock gateway sets its own CORS headers later.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: false, // only meaningful behind HTTPS; the reverse proxy sets it there
  });
}
