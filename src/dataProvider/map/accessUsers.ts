import type { ResourceMap } from '../resources';

export const accessUsers: ResourceMap = {};
