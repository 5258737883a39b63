import { describe, expect, it } from 'vitest';
import { readThresholds } from './thresholdsForm';

describe('readThresholds', () => {
  it('takes whole numbers within their bounds', () => {
    expect(readThresholds({ firstReplyHours: '12', answerHours: ' 24 ', resolutionDays: '7' })).toEqual({
      thresholds: { firstReplyHours: 12, answerHours: 24, resolutionDays: 7 },
      invalid: [],
    });
  });
  it('names every field out of bounds or not a whole number', () => {
    expect(readThresholds({ firstReplyHours: '0', answerHours: '1.5', resolutionDays: '366' }).invalid).toEqual(['firstReplyHours', 'answerHours', 'resolutionDays']);
    expect(readThresholds({ firstReplyHours: '', answerHours: '721', resolutionDays: '365' }).invalid).toEqual(['firstReplyHours', 'answerHours']);
  });
});
