import type { ResourceMap } from '../resources';

export const pix: ResourceMap = {};
