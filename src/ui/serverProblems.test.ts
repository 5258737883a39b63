import { describe, expect, it } from 'vitest';
import { serverProblems } from './serverProblems';

const FIELDS = ['url', 'longName', 'address'] as const;

describe('serverProblems', () => {
  it('reads the fields of the answer’s details, as the rules the console states', () => {
    const error = { error: 'INVALID_INPUT', message: 'Invalid input: url must be an http(s) URL', details: { url: 'must be an http(s) URL', other: 'x' } };
    expect(serverProblems(error, FIELDS)).toEqual({ url: 'validation.httpUrl' });
  });

  it('reads a message that names the fields when there are no details', () => {
    const error = { error: 'INVALID_INPUT', message: 'Invalid input: url must be an http(s) URL, longName at most 200 characters' };
    expect(serverProblems(error, FIELDS)).toEqual({ url: 'validation.httpUrl', longName: { message: 'validation.maxLength', args: { 0: 200 } } });
  });

  it('keeps words it has no rule for, and names nothing for an answer about no field', () => {
    expect(serverProblems({ error: 'INVALID_INPUT', details: { address: 'looks odd' } }, FIELDS)).toEqual({ address: 'looks odd' });
    expect(serverProblems({ error: 'INTERNAL_SERVER_ERROR', message: 'boom' }, FIELDS)).toEqual({});
  });
});
