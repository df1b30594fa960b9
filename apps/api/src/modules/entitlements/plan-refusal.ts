// The plan's refusals as answers: one implementation, in the studio (shared with the worker).
export { throwIfRefused } from '@postcraft/studio';
