import { defineEndpoints } from '../endpoint.js';

/** Connected accounts: connection flows, active accounts, disconnection. */
export const CONNECTION_ENDPOINTS = defineEndpoints({});
