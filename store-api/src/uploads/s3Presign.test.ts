import { presignS3Url } from './s3Presign';

describe('presignS3Url', () => {
  it('signs the example of the AWS documentation ("Authenticating Requests: Using Query Parameters")', () => {
    const url = presignS3Url(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      'GET',
      'https://examplebucket.s3.amazonaws.com/test.txt',
      { now: new Date('2013-05-24T00:00:00Z'), expiresSeconds: 86400 },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs extra headers, which then must be sent as signed', () => {
    const url = new URL(
      presignS3Url(
        { accessKeyId: 'AK', secretAccessKey: 'SK', region: 'auto' },
        'PUT',
        'https://storage.example/bucket/orders/TU1/preview/0123456789abcdef-picture.jpg',
        { now: new Date('2026-11-23T10:00:00Z'), expiresSeconds: 900, headers: { 'if-none-match': '*' } },
      ),
    );
    expect(url.pathname).toBe('/bucket/orders/TU1/preview/0123456789abcdef-picture.jpg');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host;if-none-match');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
