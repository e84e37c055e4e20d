export function checkoutStamp(root: string): string | null;
export function isBuildCurrent(dist: string, stamp: string | null): boolean;
export function stampBuild(dist: string, stamp: string | null): void;
