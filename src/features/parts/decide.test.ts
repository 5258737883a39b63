import { describe, expect, it } from 'vitest';
import { partFromAnswer, partFromSocketMessage } from './decide';

describe('partFromAnswer: whether the probe found the route', () => {
  it('an answer: the part is there', () => expect(partFromAnswer(undefined)).toBe('available'));

  it.each([
    [{ error: 'NOT_FOUND', status: 404 }],
    [{ error: 'INTERNAL_SERVER_ERROR', status: 404 }], // a 404 without the platform's JSON body
    [{ error: 'METHOD_NOT_ALLOWED', status: 405 }],
    [{ error: 'NOT_IMPLEMENTED', status: 501 }],
  ])('%o: the route is missing', (error) => expect(partFromAnswer(error)).toBe('unavailable'));

  it.each([
    [{ error: 'AUTHENTICATION_FAILURE', status: 401 }],
    [{ error: 'UNAUTHORIZED', status: 403 }],
    [{ error: 'INVALID_INPUT', status: 400 }],
    [{ error: 'CONFLICT', status: 409 }],
  ])('%o comes from the route itself: the part is there', (error) => expect(partFromAnswer(error)).toBe('available'));

  it.each([[{ error: 'NETWORK_ERROR' }], [{ error: 'INTERNAL_SERVER_ERROR', status: 500 }], [{ error: 'SERVICE_UNAVAILABLE', status: 503 }], [{ error: 'TOO_MANY_REQUESTS', status: 429 }]])(
    '%o says nothing about the route: undecided',
    (error) => expect(partFromAnswer(error)).toBeNull(),
  );
});

describe('partFromSocketMessage: the presence probe', () => {
  const path = '/v1/pwt/presence';
  it('the presence map: there', () => expect(partFromSocketMessage({ event: 'presence', data: [] }, path)).toBe('available'));
  it('NOT_FOUND for its path: missing', () => expect(partFromSocketMessage({ error: 'NOT_FOUND', path }, path)).toBe('unavailable'));
  it('a refusal for its path (a role without cases): there', () => expect(partFromSocketMessage({ error: 'UNAUTHORIZED', path }, path)).toBe('available'));
  it.each([[{ error: 'NOT_FOUND', path: '/v1/contract/chat' }], [{ event: 'dataStale', data: [] }], ['text'], [null]])('%o is another message', (message) =>
    expect(partFromSocketMessage(message, path)).toBeUndefined(),
  );
});
