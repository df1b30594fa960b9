import { defineEndpoints } from '../endpoint.js';

/** Public pages' data: health, site settings, contact, stored media files. */
export const SITE_ENDPOINTS = defineEndpoints({});
