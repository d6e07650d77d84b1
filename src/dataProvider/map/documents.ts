import type { ResourceMap } from '../resources';

export const documents: ResourceMap = {};
