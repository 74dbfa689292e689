import { isHTTPError } from 'ky';

/** Whether a failed query was the API's 404 (the thing asked for does not exist), not a network or server failure. */
export const isNotFound = (error: unknown): boolean => isHTTPError(error) && error.response.status === 404;
