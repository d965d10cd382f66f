// What the login popup's calls send (the fields are the store's own).

export interface PhonePayload {
  /** Dial prefix such as "+1". */
  prefix: string;
  /** Digits only, 3 to 15. */
  phone: string;
}

/** Log in with the SMS code or the password. */
export interface PhoneLoginPayload extends PhonePayload {
  authCode?: string;
  password?: string;
}

export interface PhoneAuthCodePayload extends PhonePayload {
  /** What the SMS code is for; store-api defaults to login. */
  purpose?: 'login' | 'register' | 'reset' | 'bind';
}

export interface PhoneRegisterPayload extends PhonePayload {
  authCode: string;
  password: string;
}

export interface EmailLoginPayload {
  email: string;
  password: string;
}

export interface EmailAuthCodePayload {
  email: string;
}

export interface EmailRegisterPayload {
  email: string;
  password: string;
  authCode: string;
  nickname?: string;
}

/** Password reset by phone code (/sso/password/reset). */
export interface PhonePasswordResetPayload extends PhonePayload {
  authCode: string;
  password: string;
}

/** Password reset by email code (/sso/email/resetpassword). */
export interface EmailPasswordResetPayload {
  email: string;
  authCode: string;
  password: string;
}

/** Sign in, or make the account, with the code e-mailed to the address (/sso/email/signin). */
export interface EmailCodeSignInPayload {
  email: string;
  authCode: string;
}

/** A first password, for a member who has none (/sso/password/set). */
export interface PasswordSetPayload {
  newPassword: string;
}

export interface PasswordUpdatePayload {
  oldPassword: string;
  newPassword: string;
}

export interface BindPhonePayload extends PhonePayload {
  authCode: string;
}

export interface BindEmailPayload {
  email: string;
  authCode: string;
}
