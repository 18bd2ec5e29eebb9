import { HttpException, HttpStatus } from '@nestjs/common';

/** The API's error shape: a Spanish `msg` and a status. */
export const httpError = (status: HttpStatus, msg: string) => new HttpException({ msg }, status);
export const badRequest = (msg: string) => httpError(HttpStatus.BAD_REQUEST, msg);
export const notFound = (msg: string) => httpError(HttpStatus.NOT_FOUND, msg);

/** 429 whose `Retry-After` header (seconds) the exception filter sends. */
export class TooManyRequestsException extends HttpException {
  constructor(
    msg: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ msg }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
export const tooManyRequests = (msg: string, retryAfterSeconds: number) => new TooManyRequestsException(msg, retryAfterSeconds);
