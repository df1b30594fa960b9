import { defineEndpoints } from '../endpoint.js';

/** Scheduled posts, Post Now and approvals. */
export const SCHEDULING_ENDPOINTS = defineEndpoints({});
