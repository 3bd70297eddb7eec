// Security headers (helmet) with a CSP that allows no inline script.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// The movie player embeds YouTube (SPEC.md §2 "Player overlay"); nothing else comes from other origins.
const youtube = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...youtube, 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com'],
        mediaSrc: ["'self'", 'blob:'],
        // hls.js (the film player) runs its demuxer in a worker it makes from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: youtube,
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // YouTube's iframe does not send CORP headers; requiring them would break the player.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense, and is only safe, when the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
