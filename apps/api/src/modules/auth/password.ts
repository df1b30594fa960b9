import bcrypt from 'bcrypt';
import type { ApiConfig } from '../../config/env.js';

export function hashPassword(config: Readonly<ApiConfig>, password: string): Promise<string> {
  return bcrypt.hash(password, config.passwordHashCost);
}

export function passwordMatches(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}
