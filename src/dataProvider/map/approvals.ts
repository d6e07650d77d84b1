import type { ResourceMap } from '../resources';

export const approvals: ResourceMap = {};
