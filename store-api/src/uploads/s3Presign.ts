// AWS Signature Version 4 in the query string ("presigned URL"), which every S3-compatible storage
// accepts: the URL itself authorises one method on one object, with the signed headers, until it expires.
import { createHash, createHmac } from 'node:crypto';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** RFC 3986 unreserved characters stay, everything else is percent-encoded (AWS's UriEncode). */
const uriEncode = (value: string, keepSlash: boolean): string =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer =>
  createHmac('sha256', key).update(value).digest();

/** 20130524T000000Z */
const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * `url` signed for `method` until `expiresSeconds` from `now`. `headers` (lower-case names) must then be
 * sent exactly so with the request; `host` is always signed.
 */
export function presignS3Url(
  credentials: S3Credentials,
  method: string,
  url: string,
  options: { now: Date; expiresSeconds: number; headers?: Record<string, string> },
): string {
  const target = new URL(url);
  const stamp = amzDate(options.now);
  const scope = `${stamp.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: target.host, ...options.headers };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(options.expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([name, value]) => `${uriEncode(name, false)}=${uriEncode(value, false)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    method,
    uriEncode(decodeURIComponent(target.pathname), true),
    canonicalQuery,
    names.map((name) => `${name}:${(headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, stamp.slice(0, 8)), credentials.region),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${target.origin}${uriEncode(decodeURIComponent(target.pathname), true)}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
