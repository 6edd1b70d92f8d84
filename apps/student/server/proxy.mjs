import http from 'node:http';
import https from 'node:https';

/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Longer than the app's own 30 s per request, so the app's time-out is the one a learner meets. */
export const UPSTREAM_TIMEOUT_MS = 60_000;

function forwardable(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  );
}

/**
 * Forwards a request to the backend as Vite's dev proxy does (`changeOrigin`: the backend sees its
 * own host), so its session cookie stays on the portal's origin; its answer passes through as is.
 */
export function createApiProxy(apiUrl, { timeoutMs = UPSTREAM_TIMEOUT_MS } = {}) {
  const target = new URL(apiUrl);
  const client = target.protocol === 'https:' ? https : http;
  const prefix = target.pathname.replace(/\/$/, '');

  return (req, res) => {
    const headers = forwardable(req.headers);
    headers.host = target.host;
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';

    const upstream = client.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${prefix}${req.url}`,
        headers,
        timeout: timeoutMs,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (error) => {
      console.error(`API proxy: ${req.method} ${req.url} failed: ${error.message}`);
      if (res.headersSent) return res.destroy();
      const timedOut = error.message === 'timeout';
      res.writeHead(timedOut ? 504 : 502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(timedOut ? 'Gateway Timeout' : 'Bad Gateway');
    });
    req.pipe(upstream);
  };
}
