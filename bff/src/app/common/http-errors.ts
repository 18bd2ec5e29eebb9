import { HttpException, HttpStatus } from '@nestjs/common';

/** The API's error shape: a Spanish `msg` and a status. */
export const httpError = (status: HttpStatus, msg: string) => new HttpException({ msg }, status);
export const badRequest = (msg: string) => httpError(HttpStatus.BAD_REQUEST, msg);
export const notFound = (msg: string) => httpError(HttpStatus.NOT_FOUND, msg);
export const tooManyRequests = (msg: string) => httpError(HttpStatus.TOO_MANY_REQUESTS, msg);
