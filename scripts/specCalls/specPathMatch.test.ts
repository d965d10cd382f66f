import { SPEC_CALLS } from '../../store-api/src/docs/specCalls';
import {
  PARAM,
  matchPath,
  operationOfRequest,
  parseSpecCall,
  readCodePath,
  readSpecPath,
  specCallName,
  specCallsMatching,
} from './specPathMatch';

const match = (specPath: string, codeText: string) => {
  const codePath = readCodePath(codeText);
  return codePath === null ? null : matchPath(readSpecPath(specPath), codePath);
};

describe('spec calls', () => {
  it('lists the 75 calls of the store API once each, as METHOD /path', () => {
    const calls = SPEC_CALLS.map(parseSpecCall);
    expect(calls).toHaveLength(75);
    expect(new Set(calls.map(specCallName)).size).toBe(75);
  });

  it('refuses a line that is not a call', () => {
    expect(() => parseSpecCall('/homs/order')).toThrow(/not a call/);
    expect(parseSpecCall('GET /homs/order/sn/{sn}')).toEqual({ method: 'GET', path: '/homs/order/sn/{sn}' });
  });
});

describe('reading the code of a path', () => {
  it('makes :name, {name} and template parts parameters', () => {
    expect(readCodePath('/homs/order/sn/:sn')).toBe(`/homs/order/sn/${PARAM}`);
    expect(readCodePath('/homs/order/{id}/comment')).toBe(`/homs/order/${PARAM}/comment`);
    expect(readCodePath(`/homs/order/sn/${PARAM}`)).toBe(`/homs/order/sn/${PARAM}`);
  });

  it('drops the query, the fragment and a leading base', () => {
    expect(readCodePath(`${PARAM}builds/meta/${PARAM}.json?t=${PARAM}`)).toBe(`/builds/meta/${PARAM}.json`);
    expect(readCodePath(`${PARAM}/hums/vip/discount#x`)).toBe('/hums/vip/discount');
  });

  it('is not a path unless it starts at a slash', () => {
    expect(readCodePath('hums/vip/discount')).toBeNull();
    expect(readCodePath('/')).toBeNull();
    expect(readCodePath('a / b')).toBeNull();
    expect(readCodePath('https://example.com/hums/vip/discount')).toBeNull();
  });
});

describe('matching a spec path', () => {
  it('matches the client template with the spec template, however the parameter is written', () => {
    expect(match('/homs/order/sn/{sn}', '/homs/order/sn/:sn')).toEqual({ literalsNeeded: [] });
    expect(match('/homs/order/sn/{sn}', '/homs/order/sn/{sn}')).toEqual({ literalsNeeded: [] });
    expect(match('/homs/order/sn/{sn}', `/homs/order/sn/${PARAM}`)).toEqual({ literalsNeeded: [] });
    expect(match('/builds/meta/{buildId}.json', `${PARAM}builds/meta/${PARAM}.json?t=1`)).toEqual({
      literalsNeeded: [],
    });
  });

  it('does not match another path, a longer or shorter one, or a fixed value for a parameter', () => {
    expect(match('/homs/order/sn/{sn}', '/homs/order/search')).toBeNull();
    expect(match('/homs/order/sn/{sn}', '/homs/order/sn/:sn/comment')).toBeNull();
    expect(match('/homs/order/{id}', '/homs/order/total')).toBeNull();
    expect(match('/homs/order/{id}/preview', '/homs/order/preview')).toBeNull();
    expect(match('/builds/meta/{buildId}.json', `/builds/meta/${PARAM}`)).toBeNull();
  });

  it('lets a parameter of the code stand for a fixed segment the code must name', () => {
    expect(match('/supplier/api/mlbb/userinfo', `/supplier/api/${PARAM}/userinfo`)).toEqual({
      literalsNeeded: ['mlbb'],
    });
    expect(match('/supplier/api/mlbb/userinfo', '/supplier/api/mlbb/userinfo')).toEqual({
      literalsNeeded: [],
    });
    expect(match('/supplier/api/mlbb/userinfo', '/supplier/api/pubg/userinfo')).toBeNull();
  });

  it('finds every spec call a path can be, the methods left to the caller', () => {
    const calls = SPEC_CALLS.map(parseSpecCall);
    const names = (text: string) =>
      specCallsMatching(calls, readCodePath(text) ?? '').map(({ call }) => specCallName(call));
    expect(names('/homs/order/{id}/comment')).toEqual([
      'GET /homs/order/{id}/comment',
      'POST /homs/order/{id}/comment',
    ]);
    expect(names(`/supplier/api/${PARAM}/userinfo`)).toHaveLength(8);
    expect(names('/homs/order/unknown/path')).toEqual([]);
  });
});

describe('the operation a request is', () => {
  const operations = [
    'GET /hpms/product/{id}',
    'GET /hpms/product/search',
    'GET /homs/order/sn/{sn}',
    'GET /homs/order/{id}/comment',
    'POST /homs/order/{id}/comment',
    'GET /builds/meta/{buildId}.json',
    'POST /api/logs',
  ];
  const operation = (method: string, path: string) => operationOfRequest(operations, method, path);

  it('fills the parameters with the request’s values, under the API prefix', () => {
    expect(operation('GET', '/api/hpms/product/7')).toBe('GET /hpms/product/{id}');
    expect(operation('GET', '/api/homs/order/sn/TU2026')).toBe('GET /homs/order/sn/{sn}');
    expect(operation('POST', '/api/homs/order/12/comment')).toBe('POST /homs/order/{id}/comment');
    expect(operation('GET', '/api/builds/meta/latest.json')).toBe('GET /builds/meta/{buildId}.json');
    expect(operation('POST', '/api/api/logs')).toBe('POST /api/logs');
  });

  it('prefers a fixed segment to a parameter, as the router does', () => {
    expect(operation('GET', '/api/hpms/product/search')).toBe('GET /hpms/product/search');
  });

  it('is none for another method, another path or an empty parameter', () => {
    expect(operation('DELETE', '/api/hpms/product/7')).toBeNull();
    expect(operation('GET', '/api/hpms/product/7/extra')).toBeNull();
    expect(operation('GET', '/api/homs/order/sn/')).toBeNull();
    expect(operation('GET', '/top-up/mobile-legends')).toBeNull();
  });
});
