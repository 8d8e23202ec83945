import http from 'node:http';
import https from 'node:https';

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * One request and its whole answer within `timeoutMs`, over keep-alive connections; network
 * failures and the timeout reject. node:http rather than fetch for the clients on the order
 * path (address book, class records): fetch's streams and abort signals cost several times the
 * CPU of the exchange itself.
 */
export function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    function fail(err: Error) {
      clearTimeout(timer);
      reject(err);
    }
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on('error', fail);
    req.end(body);
  });
}
