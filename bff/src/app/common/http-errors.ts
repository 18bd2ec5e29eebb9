import { HttpException, HttpStatus } from '@nestjs/common';

/** The API's error shape: a Spanish `msg` and a status. */
export const httpError = (status: HttpStatus, msg: string) => new HttpException({ msg }, status);
export const badRequest = (msg: string) => httpError(HttpStatus.BAD_REQUEST, msg);
export const notFound = (msg: string) => httpError(HttpStatus.NOT_FOUND, msg);

/** An answer whose `Retry-After` header (seconds) the exception filter sends (429, 503). */
export class RetryAfterException extends HttpException {
  constructor(
    status: HttpStatus,
    msg: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ msg }, status);
  }
}

/** 429 whose `Retry-After` header (seconds) the exception filter sends. */
export class TooManyRequestsException extends RetryAfterException {
  constructor(msg: string, retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, msg, retryAfterSeconds);
  }
}
export const tooManyRequests = (msg: string, retryAfterSeconds: number) => new TooManyRequestsException(msg, retryAfterSeconds);
/** 503 for load this instance refuses to queue (not a fault: not logged as an error). */
export const serviceBusy = (msg: string, retryAfterSeconds: number) => new RetryAfterException(HttpStatus.SERVICE_UNAVAILABLE, msg, retryAfterSeconds);
