import { defineEndpoints } from '../endpoint.js';

/** Credits, the Premium plan, billing and Stripe's webhook. */
export const PAYMENT_ENDPOINTS = defineEndpoints({});
