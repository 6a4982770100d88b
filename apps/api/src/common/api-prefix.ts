/** Every route of the API is served under /api (server.ts sets it; the API description reads it). */
export const API_PREFIX = 'api';
