import { defineEndpoints } from '../endpoint.js';

/** The account: sign-up, sessions, profile, brand photos and media, deletion, plan. */
export const ACCOUNT_ENDPOINTS = defineEndpoints({});
