import { shareCodeForSignUp } from '@/lib/navigation/shareCode';
import { mainApi } from './clients';
import type { Schemas } from './schema';

export interface EmailCredentials {
  email: string;
  captcha: string;
}

export type LoginResult = Schemas['LoginResult'];

/** Mails a login code. The result is returned, not published: the login form shows failures inline. */
export function sendCaptcha({ email }: { email: string }) {
  return mainApi.request('POST', '/public/user/send-captcha', { email });
}

/**
 * Exchanges email and code for a session token; failures are returned for the form to show inline.
 * The share code the reader arrived with goes along: the server records its owner as the inviter of a new account.
 */
export function loginByEmail({ email, captcha }: EmailCredentials) {
  return mainApi.request('POST', '/public/user/login-in', { email, captcha, shareCode: shareCodeForSignUp() });
}

/** The EIP-4361 message the wallet signs, written by the server for its own domain and chain, and its nonce. */
export type SignInMessage = Schemas['SignInMessage'];

/** Starts a wallet sign-in: the single-use message for `address` to sign. */
export function requestSignInMessage({ address }: { address: string }) {
  return mainApi.request('POST', '/public/user/login-nonce', { address });
}

/** Exchanges the signed sign-in message for a session token (with the share code, as `loginByEmail`). */
export function loginByWallet({ message, signature }: { message: string; signature: string }) {
  return mainApi.request('POST', '/public/user/login', { message, signature, shareCode: shareCodeForSignUp() });
}

export function fetchUserInfo(options?: { signal?: AbortSignal }) {
  return mainApi.get('/app/user/info', undefined, options);
}

/** Revokes the session on the server. */
export function logout() {
  return mainApi.post('/app/user/logout');
}

/** A new nickname and/or picture (a `data:` URL). */
export type ProfileUpdate = Schemas['UpdateUserRequest'];

/** Changes the nickname and/or avatar; the updated user, or null after the failure was shown. */
export function updateProfile(update: ProfileUpdate) {
  return mainApi.post('/app/user/update', update);
}

/** Binds a Google email, proven by the code send-captcha mailed to it; the updated user, or the failure to show inline. */
export function bindGoogleEmail({ email, captcha }: EmailCredentials) {
  return mainApi.request('POST', '/app/user/bind-info', { type: 'google', googleEmail: email, captcha });
}
