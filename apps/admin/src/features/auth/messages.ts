// Login screen copy, word for word from admin-area.md.

import { REMEMBER_ME_SESSION_DAYS } from '@kirana/domain/auth';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REMEMBER_ME_LABEL = `Remember me for ${REMEMBER_ME_SESSION_DAYS} days`;

export const ADMIN_DATA_LOAD_FAILED = 'Failed to load admin data. Please try logging in again.';
