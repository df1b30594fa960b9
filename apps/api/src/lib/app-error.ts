export { AppError } from '@postcraft/studio';
