export * from './active-accounts.js';
export * from './plan-allowance.js';
export * from './plan-checks.js';
export * from './plan-entitlements.js';
export * from './plan-refusal.js';
export * from './video-charge.js';
export * from './video-credits.js';
export * from './video-trial.js';
