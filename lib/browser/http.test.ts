/** @jest-environment node */
import { getJson, HttpError, readCookie, request, withXsrfHeader, XSRF_HEADER_NAME } from './http';

const cookie = 'theme=dark; XSRF-TOKEN=abc%3D123; other=1';

describe('anti-forgery header', () => {
  it('is added to a request that changes something on this site, with the cookie value', () => {
    expect(withXsrfHeader('./api/note', { method: 'POST' }, cookie).get(XSRF_HEADER_NAME)).toBe('abc=123');
    expect(withXsrfHeader('/api/note', { method: 'delete' }, cookie).get(XSRF_HEADER_NAME)).toBe('abc=123');
  });

  it('is never added to GET or HEAD', () => {
    expect(withXsrfHeader('./assets/gallery.json', {}, cookie).has(XSRF_HEADER_NAME)).toBe(false);
    expect(withXsrfHeader('./assets/gallery.json', { method: 'HEAD' }, cookie).has(XSRF_HEADER_NAME)).toBe(false);
  });

  it('is never sent to an absolute URL', () => {
    expect(withXsrfHeader('https://example.org/api', { method: 'POST' }, cookie).has(XSRF_HEADER_NAME)).toBe(false);
    expect(withXsrfHeader('HTTP://example.org/api', { method: 'POST' }, cookie).has(XSRF_HEADER_NAME)).toBe(false);
  });

  it('is not added when there is no token', () => {
    expect(withXsrfHeader('./api', { method: 'POST' }, 'theme=dark').has(XSRF_HEADER_NAME)).toBe(false);
  });

  it('does not replace a header that is already set', () => {
    const headers = withXsrfHeader('./api', { method: 'PUT', headers: { 'x-xsrf-token': 'mine' } }, cookie);
    expect(headers.get(XSRF_HEADER_NAME)).toBe('mine');
  });

  it('reads the cookie by its exact name', () => {
    expect(readCookie('XSRF-TOKEN-OLD=1; XSRF-TOKEN=2', 'XSRF-TOKEN')).toBe('2');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('request', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    // The page's cookies, as a browser would show them to the script.
    Object.defineProperty(globalThis, 'document', { value: { cookie: 'XSRF-TOKEN=from-cookie' }, configurable: true });
  });

  it('sends the page cookie as the anti-forgery header on a POST', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await request('./api/note', { method: 'POST' });
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init.headers).get(XSRF_HEADER_NAME)).toBe('from-cookie');
  });

  it('returns the parsed JSON of a successful GET, without the header', async () => {
    fetchMock.mockResolvedValue(new Response('[{"year":2020,"description":"x"}]'));
    await expect(getJson('./assets/exhibitions.json')).resolves.toEqual([{ year: 2020, description: 'x' }]);
    expect(new Headers(fetchMock.mock.calls[0][1].headers).has(XSRF_HEADER_NAME)).toBe(false);
  });

  it('fails with the URL and status when the server answers with an error', async () => {
    fetchMock.mockResolvedValue(new Response('missing', { status: 404 }));
    await expect(getJson('./assets/gallery.json')).rejects.toEqual(new HttpError('./assets/gallery.json', 404));
    await expect(getJson('./assets/gallery.json')).rejects.toThrow('GET ./assets/gallery.json failed with status 404');
  });
});
