import type { ResourceMap } from '../resources';

export const cards: ResourceMap = {};
