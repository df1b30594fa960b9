import { defineEndpoints } from '../endpoint.js';

/** The autopilot's settings and planned posts. */
export const AUTOPILOT_ENDPOINTS = defineEndpoints({});
