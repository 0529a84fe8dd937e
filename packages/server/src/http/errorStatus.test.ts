import { describe, expect, it } from 'vitest';
import { answerFor } from './errorStatus.js';
import { HttpError } from './errors.js';

describe('answerFor', () => {
  it('tells a client its own mistake as is', () => {
    expect(answerFor(new HttpError('URL_MALFORMED'))).toMatchObject({
      status: 400,
      code: 'URL_MALFORMED',
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(answerFor(tooLarge)).toEqual({
      status: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('answers an unreachable database 503 with a retry delay, without its detail', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const answer = answerFor(refused);
    expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: 5 });
    expect(answer.message).not.toContain('127.0.0.1');
  });

  it('answers anything else 500 with the generic message', () => {
    for (const error of [
      new RangeError('Maximum call stack size exceeded'),
      Object.assign(new Error('value "3000000000" is out of range for type integer'), {
        code: '22003',
      }),
      Object.assign(new Error('upstream broke'), { statusCode: 502 }),
      'a string',
    ]) {
      expect(answerFor(error)).toEqual({
        status: 500,
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
      });
    }
  });
});
