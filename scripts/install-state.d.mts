export type InstallState = 'missing' | 'incomplete' | 'outdated' | 'complete';
export function installState(root: string): { state: InstallState; reason: string };
export function forgetInstall(root: string): void;
export function removeInstall(root: string): void;
