// How the apps' dev and preview servers forward to the API server. The API believes the client
// address in X-Forwarded-For only from the proxies TRUST_PROXY names (loopback by default, where
// these servers run), so each of them must write that header itself: it is set to the peer this
// server saw, replacing whatever the browser sent. Without that, a client that writes its own
// X-Forwarded-For would choose the address every per-address limit and the audit trail key on.
import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';

type ProxyRequest = { setHeader(name: string, value: string): void; removeHeader(name: string): void };

/** Sets the forwarded headers of a request to the API from what this server saw of the client. */
export function forwardClient(proxyRequest: ProxyRequest, request: IncomingMessage): void {
  proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
  // Other ways of naming a client are not passed on either; Fastify reads X-Forwarded-For only.
  proxyRequest.removeHeader('forwarded');
  proxyRequest.removeHeader('x-real-ip');
}

/** A proxy entry to the API server at `target`, for HTTP and (with `ws`) the video WebSocket. */
export function apiProxy(target: string, { ws = false } = {}): ProxyOptions {
  return {
    target,
    changeOrigin: false,
    ws,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyRequest, request) => forwardClient(proxyRequest, request));
      proxy.on('proxyReqWs', (proxyRequest, request) => forwardClient(proxyRequest, request));
    },
  };
}
