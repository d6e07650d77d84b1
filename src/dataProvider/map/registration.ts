import type { ResourceMap } from '../resources';

export const registration: ResourceMap = {};
