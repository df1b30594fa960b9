import { defineEndpoints } from '../endpoint.js';

/** Saved styles. */
export const STYLE_ENDPOINTS = defineEndpoints({});
