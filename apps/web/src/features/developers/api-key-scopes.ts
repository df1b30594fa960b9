import { API_KEY_RESOURCES, type ApiKeyResource, type ApiKeyScope } from '@postcraft/contracts';

/** What a scope allows on its resource: its GETs (read) or everything else (write). */
export const SCOPE_ACCESSES = ['read', 'write'] as const;
export type ScopeAccess = (typeof SCOPE_ACCESSES)[number];

export const toScope = (resource: ApiKeyResource, access: ScopeAccess): ApiKeyScope =>
  `${resource}:${access}`;

/** What a key may do on one resource, as the list says it. */
export interface ResourceAccess {
  resource: ApiKeyResource;
  access: ScopeAccess | 'readWrite';
}

/** A key's scopes by resource, in the contract's order; resources it cannot reach are left out. */
export function groupScopes(scopes: readonly ApiKeyScope[]): ResourceAccess[] {
  return API_KEY_RESOURCES.flatMap((resource): ResourceAccess[] => {
    const canRead = scopes.includes(toScope(resource, 'read'));
    const canWrite = scopes.includes(toScope(resource, 'write'));
    if (canRead && canWrite) return [{ resource, access: 'readWrite' }];
    if (canRead) return [{ resource, access: 'read' }];
    if (canWrite) return [{ resource, access: 'write' }];
    return [];
  });
}
