import type { ProviderComponentKey, ProviderPermissionMode } from '../../../../core';

const TITLES: Record<ProviderComponentKey, string> = {
  identity: 'Identity and role',
  tools: 'Tool definitions',
  workingDirectory: 'Working directory',
  permissionMode: 'Permission mode',
  responseFormat: 'Response format',
  projectInstructions: 'Project instructions',
};

/** The display name of one of the six prompt components of the multi-provider shim. */
export function providerComponentTitle(key: string): string {
  return (TITLES as Record<string, string>)[key] ?? key;
}

/** The permission modes with a short description for the picker. */
export const PERMISSION_OPTIONS: readonly { value: ProviderPermissionMode; label: string }[] = [
  { value: 'auto', label: 'auto: run tools without asking' },
  { value: 'interactive', label: 'interactive: pause for approval' },
  { value: 'deny', label: 'deny: refuse every tool call' },
];
