import { describe, expect, it } from 'vitest';
import { lineTextProblem, userTextProblem } from './userText';

describe('the user-text rule', () => {
  it.each([['\u202e'], ['\u2066'], ['\u2069'], ['\u200f'], ['\u061c'], ['\u0000'], ['\u0007'], ['\u001b[31m'], ['\u0085'], ['\u007f']])(
    'refuses %j in text and in a line',
    (bad) => {
      expect(userTextProblem(`a${bad}b`)).not.toBeNull();
      expect(lineTextProblem(`a${bad}b`)).not.toBeNull();
    },
  );

  it('keeps line breaks and tabs in text, not in a line', () => {
    expect(userTextProblem('first line\nsecond\r\n\tthird')).toBeNull();
    expect(lineTextProblem('first line\nsecond')).not.toBeNull();
    expect(userTextProblem('Grüezi, 你好, مرحبا 👋')).toBeNull();
  });
});
