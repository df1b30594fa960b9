import { defineEndpoints } from '../endpoint.js';

/** Generation: images, videos, generations, voice notes, reels. */
export const GENERATION_ENDPOINTS = defineEndpoints({});
