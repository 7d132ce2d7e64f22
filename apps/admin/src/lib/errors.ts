// How the screens read a failed call: the server's own message when it sent one, and whether
// the call failed for lack of an answer (network) rather than a refusal.

import { ApiError, NetworkError, type ErrorCode } from '@kirana/api-client/client';

/**
 * The message the server wrote for a person, or null when there is none: only an answer with
 * a code of the contract carries one (a proxy's error page or an empty 500 does not).
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code !== null ? error.message : null;
}

/** True when the server refused with this code of the contract. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The server's message, else `fallback`. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** True when the server answered (with an error); false for network failures and exceptions. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the request got no answer at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

/** Any error's own message (server message, "API error: 500", "Network error ..."). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
