export * from './constants/index.js';
export * from './errors/api-error.schemas.js';
export * from './health/health.schemas.js';
export * from './jobs/maintenance.jobs.js';
export * from './auth/auth.schemas.js';
export * from './user/user.schemas.js';
