import { defineEndpoints } from '../endpoint.js';

/** The API's own reference: the OpenAPI document and its page. */
export const DOCS_ENDPOINTS = defineEndpoints({});
