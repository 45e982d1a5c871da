export * from './constants.js';
export * from './theme.js';
export * from './languages.js';
export * from './errors.js';
export * from './problem.js';
export * from './routes/health.js';
export * from './phone.js';
export * from './routes/auth.js';
